import { Alert, Link } from '@carrier/design-system';
import { useStorefront } from '../context.js';
import { serviceHelp } from './service-help.js';
import { VideoAssistLink } from './VideoAssistLink.js';

export interface ProblemNoticeProps {
  /** What the page says of the failure; nothing is shown without it. */
  readonly message: string | undefined;
  /** The failure itself, when it came from a service: the issues and "learn more" link of its answer are shown. */
  readonly error?: unknown;
}

/**
 * A change the customer asked for that failed, said in the page: the message, what the service's answer says is
 * wrong (`details[].issue`) and its "learn more" page (`information_link`, only on the store's origin or an allowed
 * one), and the video-assistance link when the page offers video assist (spec 3.6, 8.3). Nothing when there is no
 * message. The service's words are shown as text, never as markup.
 */
export function ProblemNotice({ message, error }: ProblemNoticeProps) {
  const { currentHref, shell, strings } = useStorefront();
  if (!message) return null;
  const help =
    error === undefined
      ? undefined
      : serviceHelp(error, { here: currentHref(), allowedOrigins: shell.allowedLinkOrigins ?? [] });
  return (
    <Alert tone="error">
      {message}
      {help && help.issues.length > 0 ? (
        <ul>
          {help.issues.map((issue, index) => (
            <li key={index}>{issue}</li>
          ))}
        </ul>
      ) : null}
      {help?.link ? (
        <>
          {' '}
          <Link href={help.link}>{strings.learnMore}</Link>
        </>
      ) : null}
      <VideoAssistLink />
    </Alert>
  );
}
