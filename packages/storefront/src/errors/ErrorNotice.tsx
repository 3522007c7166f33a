import { Alert } from '@carrier/design-system';
import { userMessage, type ErrorRecord, type UserMessageOptions } from '@carrier/error-catalogue';
import { useStorefront } from '../context.js';
import { VideoAssistLink } from './VideoAssistLink.js';

export interface ErrorNoticeProps {
  readonly error: Pick<ErrorRecord, 'name' | 'message' | 'networkMessage'>;
  /** The throttle list's flags, for the assistance offer (spec 8.3). */
  readonly throttleList?: readonly string[];
  /**
   * The store whose video assist is offered on this page (spec 5.3); the link is then added 500 ms after the
   * notice shows. The page's own offer when left out.
   */
  readonly videoAssist?: string;
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
  videoAssist,
  inApp = false,
  retry,
  ...timers
}: ErrorNoticeProps) {
  const { site } = useStorefront();
  const shown = userMessage(error, { language: site.language, throttleList, inApp, ...retry });
  return (
    <Alert tone="error">
      {shown.message}
      {shown.assistance ? <> {shown.assistance.text}</> : null}
      <VideoAssistLink {...(videoAssist ? { locationCode: videoAssist } : {})} {...timers} />
    </Alert>
  );
}
