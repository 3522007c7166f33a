import { Button, Link } from '@carrier/design-system';
import { ERROR_TEXTS, classify, needsGenericMessage, userMessage, type AssistanceFlag } from '@carrier/error-catalogue';
import type { MouseEvent } from 'react';
import { VIDEO_CHAT_HREF, openVideoPopup } from '../assist/video-link.js';
import { useStorefront } from '../context.js';
import { useLoad } from '../load.js';
import { SALES_PHONE_HREF } from '../paths.js';
import { serviceHelp } from './service-help.js';

/**
 * A failed call's notice, in a `ProblemNotice`: the page's message, or the generic words of spec 8.3 for a failure
 * whose name is API_ERROR, HTTP_ERROR or SYSTEM_ERROR or that says UNABLE TO CONNECT; then what the call's answer says:
 * the issues (`details[].issue`), its "learn more" page (only on the store's origin or an allowed one) and, outside
 * the app, the assistance of the throttle list (spec 8.3).
 */
export function ServiceProblemHelp({ error, message }: { readonly error: unknown; readonly message: string }) {
  const { currentHref, shell, strings, site, throttleList } = useStorefront();
  const flags = useLoad(() => (shell.inApp ? Promise.resolve([]) : throttleList()), [], { report: () => false });
  const record = classify(error);
  const help = serviceHelp(record, { here: currentHref(), allowedOrigins: shell.allowedLinkOrigins ?? [] });
  const assistance =
    flags.status === 'ready'
      ? userMessage(record, { language: site.language, throttleList: flags.value, inApp: shell.inApp }).assistance
      : undefined;
  return (
    <>
      {needsGenericMessage(record) ? ERROR_TEXTS[site.language].generic : message}
      {help.issues.length > 0 ? (
        <ul>
          {help.issues.map((issue, index) => (
            <li key={index}>{issue}</li>
          ))}
        </ul>
      ) : null}
      {help.link ? (
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
    </>
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
