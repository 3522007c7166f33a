import { Alert } from '@carrier/design-system';
import { VideoAssistLink } from './VideoAssistLink.js';

/**
 * A change the customer asked for that failed, said in the page: the message, and the video-assistance link when
 * the page offers video assist (spec 8.3). Nothing when there is no message.
 */
export function ProblemNotice({ message }: { readonly message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert tone="error">
      {message}
      <VideoAssistLink />
    </Alert>
  );
}
