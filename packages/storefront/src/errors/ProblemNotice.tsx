import { Alert, Button, Link } from '@carrier/design-system';
import { classify, userMessage, type AssistanceFlag } from '@carrier/error-catalogue';
import type { MouseEvent } from 'react';
import { VIDEO_CHAT_HREF, openVideoPopup } from '../assist/video-link.js';
import { useStorefront } from '../context.js';
import { useLoad } from '../load.js';
import { SALES_PHONE_HREF } from '../paths.js';
import { serviceHelp } from './service-help.js';
import { VideoAssistLink } from './VideoAssistLink.js';

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
 * A change the customer asked for that failed, said in the page: the message, what the service's answer says is
 * wrong (`details[].issue`) and its "learn more" page (`information_link`, only on the store's origin or an allowed
 * one), the assistance of the throttle list outside the app (EA_BAU a chat, EA_VC video support, EA_C a call,
 * spec 8.3), and the video-assistance link when the page offers video assist. Nothing when there is no message.
 * The service's words are shown as text, never as markup.
 */
export function ProblemNotice({ message, error }: ProblemNoticeProps) {
  const { currentHref, shell, strings, site, throttleList } = useStorefront();
  const fromService = error !== undefined;
  const flags = useLoad(() => (fromService && !shell.inApp ? throttleList() : Promise.resolve([])), [fromService], {
    report: () => false,
  });
  if (!message) return null;
  const record = fromService ? classify(error) : undefined;
  const help = record
    ? serviceHelp(record, { here: currentHref(), allowedOrigins: shell.allowedLinkOrigins ?? [] })
    : undefined;
  const assistance =
    record && flags.status === 'ready'
      ? userMessage(record, { language: site.language, throttleList: flags.value, inApp: shell.inApp }).assistance
      : undefined;
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
      {assistance ? (
        <>
          {' '}
          <Assistance flag={assistance.flag} text={assistance.text} />
        </>
      ) : null}
      <VideoAssistLink />
    </Alert>
  );
}

/** The assistance offer as something to press: a chat that opens, video support in its popup, or a call. */
function Assistance({ flag, text }: { readonly flag: AssistanceFlag; readonly text: string }) {
  const { assist } = useStorefront();
  switch (flag) {
    case 'EA_BAU':
      return (
        <Button variant="link" onClick={() => assist.proactiveChat.set({ open: true })}>
          {text}
        </Button>
      );
    case 'EA_VC':
      return (
        <Link
          href={VIDEO_CHAT_HREF}
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            openVideoPopup(assist, VIDEO_CHAT_HREF);
          }}
        >
          {text}
        </Link>
      );
    case 'EA_C':
      return <Link href={SALES_PHONE_HREF}>{text}</Link>;
  }
}
