// @vitest-environment happy-dom
import { act, Suspense, use, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as reactRouter from 'react-router-dom';
import * as lightRouter from '../../client/routing/browser-router.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Router = Pick<
  typeof lightRouter,
  | 'BrowserRouter'
  | 'Link'
  | 'Outlet'
  | 'useLocation'
  | 'useNavigate'
  | 'useNavigationType'
  | 'useParams'
  | 'useRoutes'
  | 'useSearchParams'
>;

// The same behaviour asked of the light router and of react-router-dom, which it stands in for in the browser.
for (const [name, router] of [
  ['the light router', lightRouter],
  ['react-router-dom', reactRouter as unknown as Router],
] as const)
  suite(name, router, name === 'the light router');

function suite(
  name: string,
  {
    BrowserRouter,
    Link,
    Outlet,
    useLocation,
    useNavigate,
    useNavigationType,
    useParams,
    useRoutes,
    useSearchParams,
  }: Router,
  // react-router-dom follows a plain click on a download link in the app; the light router leaves it to the browser.
  leavesDownloads: boolean,
) {
  type Seen = { pathname: string; search: string; hash: string; key: string; state: unknown; type: string };
  let seen: Seen;
  let navigate: ReturnType<typeof useNavigate>;

  function Where() {
    const location = useLocation();
    const type = useNavigationType();
    navigate = useNavigate();
    seen = { ...location, type };
    return null;
  }

  function Post() {
    const { slug } = useParams();
    const [query] = useSearchParams();
    return <h1>{`post ${slug} page ${query.get('page') ?? 1}`}</h1>;
  }

  let release: () => void = () => {};
  let slow = new Promise<void>(() => {});
  function Slow() {
    use(slow);
    return <h1>slow</h1>;
  }

  function Layout() {
    return (
      <>
        <Where />
        <Link to="/">home</Link>
        <Link to="/blog/first">first</Link>
        <Link to="/blog/first?page=2#top" state={{ from: 'link' }}>
          first, page 2
        </Link>
        <Link to="/slow">slow</Link>
        <Link to="/blog/first" target="_blank">
          new tab
        </Link>
        <Link to="/blog/first" download>
          download
        </Link>
        <Link to="/blog/first" reloadDocument>
          reload
        </Link>
        <Link to="https://example.org/">elsewhere</Link>
        <Link to="/blog/first" onClick={(event) => event.preventDefault()}>
          handled
        </Link>
        <main>
          <Suspense fallback={<p>loading</p>}>
            <Outlet />
          </Suspense>
        </main>
      </>
    );
  }

  function Routes(): ReactNode {
    return useRoutes([
      {
        element: <Layout />,
        children: [
          { path: '/', element: <h1>home</h1> },
          { path: '/blog/:slug', element: <Post /> },
          { path: '/slow', element: <Slow /> },
          { path: '*', element: <h1>not found</h1> },
        ],
      },
    ]);
  }

  let root: Root;
  const heading = () => document.querySelector('h1')?.textContent;
  const link = (text: string) => [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === text)!;
  /** Clicks the link; true when the router took the click (the browser would not follow it). */
  async function click(text: string, init: MouseEventInit = {}) {
    let taken = false;
    // Heard last, after React's handlers: what the browser would do, then held back (no page to load here).
    const hold = (event: Event) => {
      taken = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', hold);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    await act(async () => void link(text).dispatchEvent(event));
    window.removeEventListener('click', hold);
    return taken;
  }

  describe(`${name} in the browser`, () => {
    beforeEach(async () => {
      window.history.replaceState({ other: 'kept' }, '', '/');
      document.body.innerHTML = '<div id="root"></div>';
      root = createRoot(document.getElementById('root')!);
      await act(async () =>
        root.render(
          <BrowserRouter>
            <Routes />
          </BrowserRouter>,
        ),
      );
    });
    afterEach(() => act(() => root.unmount()));

    it('starts at the address, its first entry numbered as react-router numbers it', () => {
      expect(window.history.state).toEqual({ other: 'kept', idx: 0 });
      expect(seen).toMatchObject({ pathname: '/', key: 'default', state: null, type: 'POP' });
      expect(heading()).toBe('home');
    });

    it('renders links as react-router does', () => {
      expect(link('first').outerHTML).toBe('<a href="/blog/first" data-discover="true">first</a>');
      expect(link('elsewhere').outerHTML).toBe('<a href="https://example.org/">elsewhere</a>');
      expect(link('new tab').getAttribute('target')).toBe('_blank');
    });

    it('follows a plain click in the app: a new entry with its key and state, parameters and query', async () => {
      expect(await click('first, page 2')).toBe(true);
      const entry = window.history.state as { usr: unknown; key: string; idx: number };
      expect(entry).toEqual({ usr: { from: 'link' }, key: expect.stringMatching(/^\w+$/), idx: 1 });
      expect(window.location.pathname + window.location.search + window.location.hash).toBe('/blog/first?page=2#top');
      expect(seen).toEqual({
        pathname: '/blog/first',
        search: '?page=2',
        hash: '#top',
        key: entry.key,
        state: { from: 'link' },
        type: 'PUSH',
      });
      expect(heading()).toBe('post first page 2');
    });

    it('replaces the entry for a link to the current address', async () => {
      await click('first');
      const first = window.history.state as { key: string; idx: number };
      await click('first');
      expect(window.history.state).toEqual({ usr: null, key: expect.not.stringMatching(first.key), idx: first.idx });
      expect(seen.type).toBe('REPLACE');
    });

    it.each([
      ['a modifier', 'first', { metaKey: true }],
      ['a modifier', 'first', { ctrlKey: true }],
      ['a modifier', 'first', { shiftKey: true }],
      ['a modifier', 'first', { altKey: true }],
      ['another button', 'first', { button: 1 }],
      ['another target', 'new tab', {}],
      ...(leavesDownloads ? [['a download', 'download', {}] as const] : []),
      ['reloadDocument', 'reload', {}],
      ['an absolute URL', 'elsewhere', {}],
    ] as const)('leaves a click with %s to the browser (%s)', async (_, text, init) => {
      expect(await click(text, init)).toBe(false);
      expect([window.location.pathname, seen.type, heading()]).toEqual(['/', 'POP', 'home']);
    });

    it("leaves a click to the link's own handler when that prevents it", async () => {
      expect(await click('handled')).toBe(true);
      expect([window.location.pathname, seen.type]).toEqual(['/', 'POP']);
    });

    it('navigates as a transition: the current page stays until the next one is ready', async () => {
      slow = new Promise<void>((resolve) => (release = resolve));
      await click('slow');
      expect(window.location.pathname).toBe('/slow');
      expect([heading(), document.body.textContent?.includes('loading')]).toEqual(['home', false]);
      await act(async () => release());
      expect(heading()).toBe('slow');
    });

    it('follows the history back (popstate), with the entry the browser returns to', async () => {
      await click('first');
      const { key } = window.history.state as { key: string };
      await act(async () => {
        window.history.replaceState({ usr: null, key: 'earlier', idx: 0 }, '', '/elsewhere');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      expect(seen).toMatchObject({ pathname: '/elsewhere', key: 'earlier', type: 'POP' });
      expect(key).not.toBe('earlier');
      expect(heading()).toBe('not found');
    });

    it('navigates programmatically: push, replace, and a path or query alone', async () => {
      await act(async () => void navigate('/blog/second'));
      expect([seen.pathname, seen.type, (window.history.state as { idx: number }).idx]).toEqual([
        '/blog/second',
        'PUSH',
        1,
      ]);
      await act(async () => void navigate('?page=3', { replace: true }));
      expect([seen.pathname + seen.search, seen.type, (window.history.state as { idx: number }).idx]).toEqual([
        '/blog/second?page=3',
        'REPLACE',
        1,
      ]);
      expect(heading()).toBe('post second page 3');
      await act(async () => void navigate('/services//knee/../back/'));
      expect(window.location.pathname).toBe('/services/back/');
    });
  });
}
