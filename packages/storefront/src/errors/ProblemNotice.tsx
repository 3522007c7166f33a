import { Alert } from '@carrier/design-system';
import { Suspense, lazy } from 'react';
import { VideoAssistLink } from './VideoAssistLink.js';

const ServiceProblemHelp = lazy(() =>
  import('./ServiceProblemHelp.js').then((m) => ({ default: m.ServiceProblemHelp })),
);

export interface ProblemNoticeProps {
  /** What the page says of the failure; nothing is shown without it. */
  readonly message: string | undefined;
  /**
   * The failure itself, when it came from a service: the issues and "learn more" link of its answer are shown, and
   * outside the app the assistance the throttle list offers (spec 8.3).
   */
  readonly error?: unknown;
}

/**
 * A change the customer asked for that failed, said in the page: the message (for a failure whose name is API_ERROR,
 * HTTP_ERROR or SYSTEM_ERROR, or that says UNABLE TO CONNECT, the words of spec 8.3 instead: "Looks like something
 * went wrong. Please try again later."), what the service's answer says is
 * wrong (`details[].issue`) and its "learn more" page (`information_link`, only on the store's origin or an allowed
 * one), the assistance of the throttle list outside the app (EA_BAU a chat, EA_VC video support, EA_C a call,
 * spec 8.3), and the video-assistance link when the page offers video assist. Nothing when there is no message.
 * The service's words are shown as text, never as markup.
 */
export function ProblemNotice({ message, error }: ProblemNoticeProps) {
  if (!message) return null;
  return (
    <Alert tone="error">
      {/* What the service's answer says comes with its own module: the catalogue reads it (a failed call has loaded it). */}
      {error !== undefined ? (
        <Suspense fallback={message}>
          <ServiceProblemHelp error={error} message={message} />
        </Suspense>
      ) : (
        message
      )}
      <VideoAssistLink />
    </Alert>
  );
}
