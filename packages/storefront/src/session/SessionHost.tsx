import { Suspense, lazy, useEffect, useState } from 'react';
import { useStorefront } from '../context.js';
import { useValueOf } from '../atoms.js';

const loadDialogs = () => import('./SessionDialogs.js');
const SessionDialogs = lazy(() => loadDialogs().then((m) => ({ default: m.SessionDialogs })));

/** The dialogs load in the background this long after the page, so the warning never waits on the network. */
export const SESSION_DIALOGS_PREFETCH_MS = 2000;

/**
 * Runs the session timer while the store is open and shows its screens when they are due: the warning at
 * 28 minutes, the time-out overlay, the keep-alive failure (spec 4.1, 8.3, 8.6). Their code is fetched in
 * the background after the page has loaded.
 */
export function SessionHost() {
  const { sessionTimer, visitor } = useStorefront();
  // Who the session belonged to: once it ends, the cookies that said so are gone.
  const [owner] = useState(visitor);
  const state = useValueOf(sessionTimer);
  useEffect(() => {
    sessionTimer.start();
    const prefetch = setTimeout(() => void loadDialogs().catch(() => undefined), SESSION_DIALOGS_PREFETCH_MS);
    return () => {
      clearTimeout(prefetch);
      sessionTimer.stop();
    };
  }, [sessionTimer]);
  const due = state.showModal || state.sessionTimedOut || state.ended !== undefined || state.error !== undefined;
  return due ? (
    <Suspense fallback={null}>
      <SessionDialogs state={state} visitor={owner} />
    </Suspense>
  ) : null;
}
