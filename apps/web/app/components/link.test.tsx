// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Link as RouterLink, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, LinkNavigation } from './link';

/** Where the app's router is, and how many entries its history has. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** A router at `/start` whose page holds `children`, with the root's click handling mounted. */
function app(children: React.ReactNode) {
  const page = (
    <>
      <LinkNavigation />
      <Where />
      {children}
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/start', element: page },
      { path: '*', element: page },
    ],
    { initialEntries: ['/start'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function anchorAttributes(html: string): Record<string, string> {
  const anchor = new DOMParser().parseFromString(html, 'text/html').querySelector('a')!;
  return Object.fromEntries([...anchor.attributes].map((a) => [a.name, a.value]));
}

describe('Link', () => {
  afterEach(cleanup);

  it('draws the anchor React Router draws for a site path, without its hooks', () => {
    const both = (element: React.ReactNode) => {
      const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/discuss/plate/1'] });
      return anchorAttributes(renderToString(<RouterProvider router={router} />));
    };
    for (const to of ['/discuss', '/discuss/article/7?page=2#c9', '/']) {
      const props = { to, className: 'cs-link', title: 'A topic' };
      expect(both(<Link {...props}>x</Link>)).toEqual(both(<RouterLink {...props}>x</RouterLink>));
    }
  });

  it('leaves relative addresses and navigation options to React Router', () => {
    app(
      <>
        <Link to="relative">relative</Link>
        <Link to="/kept" replace>
          replace
        </Link>
        <Link to={{ pathname: '/object' }}>object</Link>
      </>,
    );
    expect(screen.getByText('relative').getAttribute('href')).toBe('/start/relative');
    expect(screen.getByText('object').getAttribute('href')).toBe('/object');
    fireEvent.click(screen.getByText('replace'));
    expect(screen.getByTestId('where').textContent).toBe('/kept');
  });

  it('navigates inside the app on a plain click, and keeps the history', () => {
    const router = app(<Link to="/discuss/article/7?page=2#c9">topic</Link>);
    const click = fireEvent.click(screen.getByText('topic'));
    // Handled: the browser does not load the page itself.
    expect(click).toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('/discuss/article/7?page=2#c9');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the history entry for a link to the page on screen', () => {
    const router = app(<Link to="/start">here</Link>);
    fireEvent.click(screen.getByText('here'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves to the browser a click with a modifier, another button, another window, a download or a handled click', () => {
    app(
      <>
        <Link to="/a">modified</Link>
        <Link to="/b" target="_blank">
          blank
        </Link>
        <Link to="/c" download>
          download
        </Link>
        <Link to="/d" onClick={(event) => event.preventDefault()}>
          handled
        </Link>
      </>,
    );
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
      expect(fireEvent.click(screen.getByText('modified'), { [modifier]: true })).toBe(true);
    }
    expect(fireEvent.click(screen.getByText('modified'), { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByText('blank'))).toBe(true);
    expect(fireEvent.click(screen.getByText('download'))).toBe(true);
    fireEvent.click(screen.getByText('handled'));
    expect(screen.getByTestId('where').textContent).toBe('/start');
  });

  it('handles a click on something inside the link, and ignores other anchors of the page', () => {
    app(
      <>
        <Link to="/inside">
          <span>inner</span>
        </Link>
        {/* What a post's own text may hold: not the site's link. */}
        <a href="/from-a-post">prose</a>
      </>,
    );
    expect(fireEvent.click(screen.getByText('prose'))).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/start');
    fireEvent.click(screen.getByText('inner'));
    expect(screen.getByTestId('where').textContent).toBe('/inside');
  });
});
