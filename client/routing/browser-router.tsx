import {
  createContext,
  startTransition,
  use,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import type {
  Location,
  LinkProps,
  NavigateFunction,
  NavigateOptions,
  NavigationType,
  Params,
  RouteMatch,
  RouteObject,
  SetURLSearchParams,
  To,
} from 'react-router-dom';

/**
 * The browser's router: the part of react-router-dom this site uses, with its semantics for the site's
 * route table (static paths, `:param` and `*`; no optional segments, no index routes). The browser
 * build resolves `react-router-dom` here (vite.config.ts); the server renders with react-router-dom's
 * StaticRouter and matches with its `matchRoutes`, and tests/unit/browser-router.test.tsx holds the two
 * to the same results and the same HTML. react-router's bundle does not tree-shake, so importing
 * any of it costs the whole (docs/performance.md, JavaScript and CSS weight).
 *
 * Kept as react-router does it: history entries carry `{ usr, key, idx }` (scroll positions are saved
 * by key, across reloads); every location change is a React transition, which keeps the current page on
 * screen while the next one loads; a link to the current URL replaces the entry rather than pushing one.
 * Links take `to` as a path from the site's root (a relative one resolves against the current path, where
 * react-router would resolve it against the route's), `replace`, `state`, `reloadDocument` and `target`;
 * a modified click, another target, a download or an absolute URL stays the browser's.
 */

type Action = `${NavigationType}`;
type RouterState = { location: Location; navigationType: Action };
type HistoryState = { usr?: unknown; key?: string; idx?: number } | null;
type Match = RouteMatch<string, RouteObject>;

const LocationContext = createContext<RouterState | null>(null);
const RouteContext = createContext<{ outlet: ReactElement | null; matches: Match[] }>({ outlet: null, matches: [] });

let listener: ((state: RouterState) => void) | null = null;

const historyState = () => window.history.state as HistoryState;

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = historyState();
  return { pathname, search, hash, state: state?.usr || null, key: state?.key || 'default' };
}

const notify = (navigationType: Action) => listener?.({ location: currentLocation(), navigationType });

const createPath = ({ pathname = '/', search = '', hash = '' }: Partial<Location>) =>
  pathname +
  (search && search !== '?' ? (search[0] === '?' ? search : `?${search}`) : '') +
  (hash && hash !== '#' ? (hash[0] === '#' ? hash : `#${hash}`) : '');

function parsePath(path: string): Partial<Location> {
  const parsed: Partial<Location> = {};
  const hashAt = path.indexOf('#');
  if (hashAt >= 0) [path, parsed.hash] = [path.slice(0, hashAt), path.slice(hashAt)];
  const searchAt = path.indexOf('?');
  if (searchAt >= 0) [path, parsed.search] = [path.slice(0, searchAt), path.slice(searchAt)];
  if (path) parsed.pathname = path;
  return parsed;
}

/** `to` as react-router resolves it from the current path: `.` and `..` segments, double slashes, an empty `?` or `#`. */
function resolve(to: To, from: string): string {
  const { pathname, search, hash } = typeof to === 'string' ? parsePath(to) : to;
  let path = from;
  if (pathname) {
    const relative = pathname.replace(/[\\/]{2,}/g, '/');
    const absolute = /^[\\/]/.test(relative);
    const segments = absolute ? [''] : from.replace(/\/+$/, '').split('/');
    for (const segment of (absolute ? relative.slice(1) : relative).split('/')) {
      if (segment === '..') {
        if (segments.length > 1) segments.pop();
      } else if (segment !== '.') segments.push(segment);
    }
    path = segments.length > 1 ? segments.join('/') : '/';
    if (relative !== '/' && relative.endsWith('/') && !path.endsWith('/')) path += '/';
  }
  return createPath({ pathname: path, search, hash });
}

function go(to: To, { replace, state }: NavigateOptions = {}) {
  const url = resolve(to, window.location.pathname);
  const idx = historyState()?.idx ?? 0;
  const entry = { usr: state ?? null, key: Math.random().toString(36).slice(2, 10), idx: replace ? idx : idx + 1 };
  if (replace) window.history.replaceState(entry, '', url);
  else {
    try {
      window.history.pushState(entry, '', url);
    } catch {
      // Too many entries too fast, or a state the browser cannot store: a full navigation still gets there.
      return window.location.assign(url);
    }
  }
  notify(replace ? 'REPLACE' : 'PUSH');
}

const navigate = ((to: To | number, options?: NavigateOptions) =>
  typeof to === 'number' ? window.history.go(to) : go(to, options)) as NavigateFunction;

/** The location for its children, from the browser's history; every change a transition. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [state, setState] = useState<RouterState>(() => {
    // The first entry gets an index, as react-router's history gives it (later entries count from it).
    if (historyState()?.idx == null) window.history.replaceState({ ...historyState(), idx: 0 }, '');
    return { location: currentLocation(), navigationType: 'POP' };
  });
  // Listening from the layout effect, as react-router does: the window's earlier popstate listeners
  // (scroll positions, moves within the page) hear each change first.
  useLayoutEffect(() => {
    const pop = () => notify('POP');
    listener = (next) => startTransition(() => setState(next));
    window.addEventListener('popstate', pop);
    return () => {
      listener = null;
      window.removeEventListener('popstate', pop);
    };
  }, []);
  return <StaticLocation value={state}>{children}</StaticLocation>;
}

/** Children rendered at a fixed location: what BrowserRouter renders, and what tests render with. */
export const StaticLocation = ({ value, children }: { value: RouterState; children?: ReactNode }) => (
  <LocationContext value={value}>{children}</LocationContext>
);

const useRouterState = () => {
  const state = use(LocationContext);
  if (!state) throw new Error('router hooks need <BrowserRouter>');
  return state;
};

export const useLocation = (): Location => useRouterState().location;
export const useNavigationType = (): NavigationType => useRouterState().navigationType as NavigationType;
export const useNavigate = (): NavigateFunction => navigate;
export const useParams = <Key extends string | Record<string, string | undefined> = string>() =>
  (use(RouteContext).matches.at(-1)?.params ?? {}) as Readonly<[Key] extends [string] ? Params<Key> : Partial<Key>>;
export const Outlet = () => use(RouteContext).outlet;

export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return [
    params,
    (next, options) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      const query =
        typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams
          ? new URLSearchParams(init)
          : new URLSearchParams(
              Object.entries(init ?? {}).flatMap(([name, value]) => [value].flat().map((one) => [name, one])),
            );
      go(`?${query}`, options);
    },
  ];
}

/** The matched routes rendered from the outermost in, each inner one its parent's <Outlet>. */
export function useRoutes(routes: RouteObject[]): ReactElement | null {
  const matches = matchRoutes(routes, useLocation().pathname);
  return (
    matches?.reduceRight<ReactElement | null>(
      (outlet, match, index) => (
        <RouteContext value={{ outlet, matches: matches.slice(0, index + 1) }}>
          {match.route.element ?? outlet}
        </RouteContext>
      ),
      null,
    ) ?? null
  );
}

const isAbsolute = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/** react-router's <Link>: the same markup (its `data-discover` included), a plain click navigates in the app. */
export function Link({
  to,
  onClick,
  replace,
  state,
  target,
  reloadDocument,
  discover = 'render',
  /* eslint-disable @typescript-eslint/no-unused-vars -- react-router's own props, kept off the element */
  prefetch,
  relative,
  mask,
  preventScrollReset,
  viewTransition,
  defaultShouldRevalidate,
  /* eslint-enable @typescript-eslint/no-unused-vars */
  ...rest
}: LinkProps) {
  const location = useLocation();
  // The site links to its pages by path; an absolute URL (to anywhere) is left to the browser.
  const absolute = typeof to === 'string' && isAbsolute.test(to);
  const href = absolute ? to : resolve(to, location.pathname);
  return (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content is in `rest` (children)
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (
          absolute ||
          reloadDocument ||
          event.defaultPrevented ||
          event.button !== 0 ||
          (target && target !== '_self') ||
          event.metaKey ||
          event.altKey ||
          event.ctrlKey ||
          event.shiftKey ||
          rest.download != null
        )
          return;
        event.preventDefault();
        go(href, { replace: replace ?? createPath(location) === href, state });
      }}
      target={target}
      data-discover={!absolute && discover === 'render' ? 'true' : undefined}
    />
  );
}

// Matching, as react-router ranks and matches a route table.

type Branch = { score: number; order: number[]; routes: { route: RouteObject; matcher: RegExp; params: string[] }[] };
type Parent = { route: RouteObject; path: string };

const joinPaths = (paths: string[]) => paths.join('/').replace(/[\\/]{2,}/g, '/');
const trimSlashes = (path: string) => path.replace(/\/+$/, '') || '/';

function compilePath(path: string, end: boolean): [RegExp, string[]] {
  const params: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        params.push(name);
        return '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    params.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) source += '\\/*$';
  else if (path !== '' && path !== '/') source += '(?:(?=\\/|$))';
  return [new RegExp(source, 'i'), params];
}

// react-router's score: per segment 1, and 10 more for a static one, 3 for a parameter, 1 for an empty one; 2 less with a `*`.
const score = (path: string) =>
  path
    .split('/')
    .reduce(
      (sum, segment) => sum + (segment === '*' ? -1 : /^:[\w-]+$/.test(segment) ? 4 : segment === '' ? 2 : 11),
      0,
    );

function flatten(
  routes: RouteObject[],
  branches: Branch[] = [],
  parents: Parent[] = [],
  parentPath = '',
  order: number[] = [],
) {
  routes.forEach((route, index) => {
    let relative = route.path ?? '';
    if (relative.startsWith('/')) relative = relative.slice(parentPath.length);
    const path = joinPaths([parentPath, relative]);
    const chain = [...parents, { route, path: relative }];
    if (route.children?.length) flatten(route.children, branches, chain, path, [...order, index]);
    if (route.path == null) return;
    branches.push({
      score: score(path),
      order: [...order, index],
      routes: chain.map((parent, i) => {
        const [matcher, params] = compilePath(parent.path, i === chain.length - 1);
        return { route: parent.route, matcher, params };
      }),
    });
  });
  return branches;
}

const siblings = (a: number[], b: number[]) => a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);

function matchBranch(branch: Branch, pathname: string): Match[] | null {
  const params: Record<string, string> = {};
  let matched = '/';
  const matches: Match[] = [];
  for (const { route, matcher, params: names } of branch.routes) {
    const remaining = matched === '/' ? pathname : pathname.slice(matched.length) || '/';
    const found = remaining.match(matcher);
    if (!found) return null;
    let base = found[0].replace(/(.)\/+$/, '$1');
    names.forEach((name, i) => {
      const value = found[i + 1] ?? '';
      if (name === '*') base = found[0].slice(0, found[0].length - value.length).replace(/(.)\/+$/, '$1');
      params[name] = value.replace(/%2F/g, '/');
    });
    matches.push({
      params,
      pathname: joinPaths([matched, found[0]]),
      pathnameBase: trimSlashes(joinPaths([matched, base])).replace(/^\/*/, '/'),
      route,
    });
    if (base !== '/') matched = joinPaths([matched, base]);
  }
  return matches;
}

/** react-router's `matchRoutes` for route tables of static, `:param` and `*` paths. */
export function matchRoutes<R extends RouteObject>(
  routes: R[],
  location: Partial<Location> | string,
): RouteMatch<string, R>[] | null {
  const pathname = (typeof location === 'string' ? parsePath(location) : location).pathname || '/';
  const branches = flatten(routes).sort((a, b) =>
    a.score !== b.score ? b.score - a.score : siblings(a.order, b.order) ? a.order.at(-1)! - b.order.at(-1)! : 0,
  );
  let decoded = pathname;
  try {
    decoded = pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    // A malformed escape: matched as it is, as react-router does.
  }
  for (const branch of branches) {
    const matches = matchBranch(branch, decoded);
    if (matches) return matches as RouteMatch<string, R>[];
  }
  return null;
}
