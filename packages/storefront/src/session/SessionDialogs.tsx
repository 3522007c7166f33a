import { Alert, Button, Dialog, Link, VisuallyHidden } from '@carrier/design-system';
import { timeLeft, type SessionTimerState, type SessionVisitor } from '@carrier/session-timer';
import { useRef } from 'react';
import { useStorefront } from '../context.js';
import { SESSION_STRINGS } from './strings.js';
import { signInHref } from '../shell/rules.js';
import * as styles from './session.css.js';

/** The seconds left at which screen readers are told the time again: the last 20 s, the last minute. */
const ANNOUNCE_AT = [20, 60] as const;

const clock = (state: Pick<SessionTimerState, 'remainingSeconds'>): string => {
  const { minutes, seconds } = timeLeft(state);
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
};

/**
 * The session's screens (spec 4.1, 8.3, 8.6). The warning is a modal alert dialog: the focus moves to Stay
 * signed in and stays inside, its title and sentence are read when it opens, Escape also stays, and the
 * time is told again at one minute and at 20 seconds. The time-out overlay says why the session ended and
 * what to do next.
 */
export function SessionDialogs({
  state,
  visitor,
}: {
  readonly state: SessionTimerState;
  /** Who the session belonged to (read when the page loaded). */
  readonly visitor: SessionVisitor;
}) {
  const { sessionTimer, errorTexts, shell, site, currentHref, homePath } = useStorefront();
  const stay = useRef<HTMLButtonElement>(null);
  const texts = SESSION_STRINGS[site.language];
  const { prospect } = visitor;
  const failure = state.error
    ? state.error.expired
      ? errorTexts.keepAliveFailed
      : texts.extendFailedNetwork
    : undefined;

  if (state.ended === 'logout' || state.ended === 'unauthorized' || state.ended === 'cleared') {
    return (
      <Dialog open onClose={() => {}} title={texts.timedOutTitle} hideCloseButton closeOnBackdrop={false}>
        <p role="status">{texts.leaving}</p>
      </Dialog>
    );
  }

  if (state.ended || state.sessionTimedOut) {
    const elsewhere = state.ended === 'otherTab';
    // A guest leaves for the prospect pages at once; a customer stays to read why and sign in again.
    const customer = !prospect;
    const signIn = signInHref(shell.signInUrl, currentHref());
    return (
      <Dialog
        open
        onClose={() => {}}
        role="alertdialog"
        title={elsewhere ? texts.endedElsewhereTitle : texts.timedOutTitle}
        description={elsewhere ? texts.endedElsewhereBody : customer ? texts.timedOutCustomer : texts.timedOutGuest}
        hideCloseButton
        closeOnBackdrop={false}
        footer={
          customer ? (
            <div className={styles.actions}>
              <Link href={signIn} variant="standalone">
                {texts.signInAgain}
              </Link>
              <Link href={`${site.base}${homePath}`} variant="standalone">
                {texts.continueShopping}
              </Link>
            </div>
          ) : null
        }
      >
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {customer ? null : <p role="status">{texts.leaving}</p>}
      </Dialog>
    );
  }

  const extending = state.keepAlive === 'fetch';
  const time = clock(state);
  const announce = ANNOUNCE_AT.find((seconds) => state.remainingSeconds <= seconds);
  return (
    <Dialog
      open={state.showModal}
      // Escape means the customer is here: it stays, as the button does.
      onClose={() => void sessionTimer.extend()}
      role="alertdialog"
      title={texts.warningTitle}
      description={texts.warningBody(time)}
      initialFocus={stay}
      hideCloseButton
      closeOnBackdrop={false}
      footer={
        <div className={styles.actions}>
          <Button ref={stay} loading={extending} onClick={() => void sessionTimer.extend()}>
            {texts.stay}
          </Button>
          {prospect ? (
            <Button variant="secondary" disabled={extending} onClick={() => void sessionTimer.clearSession()}>
              {texts.startOver}
            </Button>
          ) : (
            <Button variant="secondary" disabled={extending} onClick={() => void sessionTimer.logout()}>
              {texts.signOut}
            </Button>
          )}
        </div>
      }
    >
      <span className={styles.countdown} aria-hidden="true">
        {time}
      </span>
      <VisuallyHidden>
        <span role="status">{announce ? texts.warningAnnounce(clock({ remainingSeconds: announce })) : ''}</span>
      </VisuallyHidden>
      {extending ? <p role="status">{texts.extending}</p> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </Dialog>
  );
}
