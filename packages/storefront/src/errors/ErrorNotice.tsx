import { Alert } from '@carrier/design-system';
import {
  VIDEO_ASSIST_LINK_DELAY_MS,
  userMessage,
  type ErrorRecord,
  type UserMessageOptions,
} from '@carrier/error-catalogue';
import { useEffect, useState } from 'react';
import { useStorefront } from '../context.js';

/** Where the video-assist page opens (spec 2.4). */
export const VIDEO_ASSIST_PATH = '/stores/video-assist';

export interface ErrorNoticeProps {
  readonly error: Pick<ErrorRecord, 'name' | 'message' | 'networkMessage'>;
  /** The throttle list's flags, for the assistance offer (spec 8.3). */
  readonly throttleList?: readonly string[];
  /** True when video assist is available now (spec 5.3); the link is then added 500 ms after the notice shows. */
  readonly videoAssist?: boolean;
  readonly inApp?: boolean;
  readonly retry?: Pick<UserMessageOptions, 'retryFlag' | 'defaultMessage'>;
  /** Timers, injected for tests. */
  readonly setTimeout?: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout?: (handle: unknown) => void;
}

/**
 * An error as the customer reads it (spec 8.3): the message in the site's language, the assistance offer of
 * the throttle list outside the app, and the video-assistance link added 500 ms after the notice shows.
 */
export function ErrorNotice({
  error,
  throttleList = [],
  videoAssist = false,
  inApp = false,
  retry,
  ...timers
}: ErrorNoticeProps) {
  const { site, errorTexts } = useStorefront();
  const shown = userMessage(error, { language: site.language, throttleList, inApp, ...retry });
  const [showVideoLink, setShowVideoLink] = useState(false);
  const later = timers.setTimeout ?? ((callback: () => void, ms: number) => window.setTimeout(callback, ms));
  const cancel = timers.clearTimeout ?? ((handle: unknown) => window.clearTimeout(handle as number));

  useEffect(() => {
    if (!videoAssist) return undefined;
    const handle = later(() => setShowVideoLink(true), VIDEO_ASSIST_LINK_DELAY_MS);
    return () => cancel(handle);
    // The timers are fixed for the life of the notice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [videoAssist]);

  return (
    <Alert tone="error">
      {shown.message}
      {shown.assistance ? <> {shown.assistance.text}</> : null}
      {showVideoLink ? (
        <>
          {' '}
          <a href={VIDEO_ASSIST_PATH} target="_blank" rel="noopener">
            {errorTexts.videoAssistLink}
          </a>
        </>
      ) : null}
    </Alert>
  );
}
