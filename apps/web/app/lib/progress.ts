import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { PROGRESS_BAR } from './constants';

/**
 * The slim progress bar at the top (docs/product.md): the seed's settings (PROGRESS_BAR: starts at 8 %, creeps
 * forward by up to 2 % every 800 ms, moves in 200 ms, no spinner), drawn in nprogress's markup and stylesheet
 * (`#nprogress .bar`) by these few lines instead of its script.
 */
const bar = {
  value: null as number | null,
  element: null as HTMLElement | null,
  trickle: undefined as ReturnType<typeof setInterval> | undefined,
  removal: undefined as ReturnType<typeof setTimeout> | undefined,
};

function draw(value: number) {
  clearTimeout(bar.removal);
  if (!bar.element) {
    bar.element = document.createElement('div');
    bar.element.id = 'nprogress';
    bar.element.setAttribute('role', 'progressbar');
    bar.element.innerHTML = '<div class="bar"><div class="peg"></div></div>';
    document.body.appendChild(bar.element);
  }
  const inner = bar.element.firstElementChild as HTMLElement;
  inner.style.transition = `transform ${PROGRESS_BAR.speed}ms ease`;
  inner.style.transform = `translate3d(${(value - 1) * 100}%, 0, 0)`;
  bar.element.style.transition = 'none';
  bar.element.style.opacity = '1';
  bar.value = value;
}

function start() {
  if (bar.value === null) draw(PROGRESS_BAR.minimum);
  clearInterval(bar.trickle);
  bar.trickle = setInterval(() => {
    if (bar.value !== null && bar.value < 0.994) {
      draw(Math.min(bar.value + Math.random() * PROGRESS_BAR.trickleRate, 0.994));
    }
  }, PROGRESS_BAR.trickleSpeed);
}

function done() {
  clearInterval(bar.trickle);
  if (bar.value === null || !bar.element) return;
  draw(1);
  const element = bar.element;
  bar.value = null;
  // Full, then faded, then gone.
  bar.removal = setTimeout(() => {
    element.style.transition = `opacity ${PROGRESS_BAR.speed}ms linear`;
    element.style.opacity = '0';
    bar.removal = setTimeout(() => {
      element.remove();
      if (bar.element === element) bar.element = null;
    }, PROGRESS_BAR.speed);
  }, PROGRESS_BAR.speed);
}

/** Starts the bar when a navigation starts and completes it when the navigation ends. */
export function useNavigationProgress(): void {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (busy) start();
    else done();
  }, [busy]);
  useEffect(() => () => done(), []);
}
