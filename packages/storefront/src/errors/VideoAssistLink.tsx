import { VIDEO_ASSIST_LINK_DELAY_MS } from '@carrier/error-catalogue';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useStorefront } from '../context.js';
import { useValueOf } from '../atoms.js';

// The link and the popup's rules load only when a page offers video assist.
const VideoAssistAnchor = lazy(() => import('./VideoAssistAnchor.js').then((m) => ({ default: m.VideoAssistAnchor })));

export interface VideoAssistLinkProps {
  /** The store whose video assist is offered; the page's own offer when left out. */
  readonly locationCode?: string;
  /** Timers, injected for tests. */
  readonly setTimeout?: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout?: (handle: unknown) => void;
}

/**
 * 'Click here for video assistance', added to an error notification 500 ms after it shows when video assist is
 * offered (spec 8.3, 9); it opens the video-assist page as a popup (spec 2.4).
 */
export function VideoAssistLink({ locationCode, ...timers }: VideoAssistLinkProps) {
  const { assist } = useStorefront();
  const offered = useValueOf(assist.videoAssist);
  const store = locationCode ?? offered;
  // The store whose link is due; a new store waits its own 500 ms.
  const [shownFor, setShownFor] = useState<string>();
  const later = timers.setTimeout ?? ((callback: () => void, ms: number) => window.setTimeout(callback, ms));
  const cancel = timers.clearTimeout ?? ((handle: unknown) => window.clearTimeout(handle as number));

  useEffect(() => {
    if (!store) return undefined;
    const handle = later(() => setShownFor(store), VIDEO_ASSIST_LINK_DELAY_MS);
    return () => cancel(handle);
    // The timers are fixed for the life of the notice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  if (!store || shownFor !== store) return null;
  return (
    <>
      {' '}
      <Suspense fallback={null}>
        <VideoAssistAnchor locationCode={store} />
      </Suspense>
    </>
  );
}
