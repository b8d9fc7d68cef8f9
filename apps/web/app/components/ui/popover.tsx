import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/** The room a panel keeps from the window's edges when it is moved back on screen. */
const EDGE_PX = 8;

/**
 * Moves an open panel sideways so that it stays on screen: a panel aligned to a button near the left edge of a
 * phone would otherwise open partly outside the window, where nobody can read or tap it.
 */
export function keepOnScreen(panel: HTMLElement, viewportWidth: number): void {
  panel.style.translate = '';
  const rect = panel.getBoundingClientRect();
  const overLeft = EDGE_PX - rect.left;
  const overRight = rect.right - (viewportWidth - EDGE_PX);
  const shift = overLeft > 0 ? overLeft : overRight > 0 ? -Math.min(overRight, rect.left - EDGE_PX) : 0;
  if (shift !== 0) panel.style.translate = `${shift}px 0`;
}

/**
 * A panel that opens under its button (a menu, the notices list): on click, and on hover for a mouse when
 * `hover` is set. It closes on Esc (focus back on the button), on a click elsewhere and on navigation.
 */
export function Popover({
  label,
  button,
  children,
  align = 'end',
  hover = false,
  className,
  panelClassName,
  open: controlled,
  onOpenChange,
  buttonProps,
}: {
  /** The button's accessible name. */
  label: string;
  button: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  align?: 'start' | 'center' | 'end';
  hover?: boolean;
  className?: string;
  panelClassName?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  buttonProps?: Record<string, string | undefined>;
}) {
  const [own, setOwn] = useState(false);
  const open = controlled ?? own;
  const setOpen = (next: boolean) => {
    setOwn(next);
    onOpenChange?.(next);
  };
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { key } = useLocation();
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    setOwn(false);
    onOpenChange?.(false);
    // Only a navigation closes it; the handler's identity does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  });

  useLayoutEffect(() => {
    if (open && panel.current) keepOnScreen(panel.current, document.documentElement.clientWidth);
  }, [open]);

  const hoverProps = hover
    ? {
        onPointerEnter: (event: React.PointerEvent) => {
          if (event.pointerType !== 'mouse') return;
          clearTimeout(hoverTimer.current);
          setOpen(true);
        },
        onPointerLeave: (event: React.PointerEvent) => {
          if (event.pointerType !== 'mouse') return;
          hoverTimer.current = setTimeout(() => setOpen(false), 150);
        },
      }
    : {};

  const close = () => setOpen(false);
  return (
    <div ref={root} className={['cs-popover', className].filter(Boolean).join(' ')} {...hoverProps}>
      <button
        ref={trigger}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        {...buttonProps}
      >
        {button}
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          className={['cs-popover__panel', `cs-popover__panel--${align}`, panelClassName].filter(Boolean).join(' ')}
        >
          {typeof children === 'function' ? children(close) : children}
        </div>
      )}
    </div>
  );
}
