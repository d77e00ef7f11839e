import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../common/ErrorBoundary.js';
import { clinic } from '../../../shared/clinic.js';
import { CallButton } from '../common/CallButton.js';
import { Button } from '../ui/Button.js';
import { Container } from '../ui/Container.js';
import { reloadOnce } from '../../lib/reload-once.js';

/**
 * Keeps a page that fails in the browser (its code unreachable after a client-side navigation: offline,
 * or gone after a deploy) from unmounting the whole site: the header and footer stay, and moving to
 * another page clears the failure.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary fallback={<PageLoadFailed />} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}

/** First reloads the address once (the server renders it whole); if that cannot help, says so. */
function PageLoadFailed() {
  const [reloading, setReloading] = useState(true);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Reloading is a side effect, so it runs after render; only when it cannot help does the message show.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!reloadOnce()) setReloading(false);
  }, []);
  useEffect(() => {
    if (!reloading) heading.current?.focus();
  }, [reloading]);
  if (reloading) return null;
  return (
    <section aria-labelledby="load-failed-title" className="bg-linear-to-b from-brand-50 to-sand-50">
      <title>{`This page didn’t load | ${clinic.name}`}</title>
      <Container className="max-w-2xl py-16 text-center sm:py-24">
        <h1
          id="load-failed-title"
          ref={heading}
          tabIndex={-1}
          className="text-3xl font-semibold outline-none sm:text-4xl"
        >
          This page didn’t load
        </h1>
        <p className="mt-4 text-lg text-muted">Check your connection, then try again. You can also call us.</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" onClick={() => window.location.reload()}>
            Try again
          </Button>
          <CallButton size="lg" />
        </div>
      </Container>
    </section>
  );
}
