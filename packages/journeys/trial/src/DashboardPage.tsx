import { Link, Stack } from '@carrier/design-system';
import { TRIAL_DAYS, daysLeft, statusAt } from '@carrier/trial-rules';
import { useEffect } from 'react';
import { actionRow, bigFigure, mutedText, useGo, useStorefront } from '@carrier/storefront/kit';
import { TRIAL_PATHS } from './paths.js';
import { TrialPage, useDay, useTexts } from './frame.js';
import * as styles from './trial.css.js';
import { useDrive, DriveStatus, DriveFacts, SwitchActions } from './drive.js';

/**
 * trial/dashboard: the days left (by the store's clock), when the test drive ends, its number, phone and plan, and
 * what the customer can do: switch and keep the phone, shop phones, or end it early.
 */
export function DashboardPage() {
  const texts = useTexts();
  const { site, now } = useStorefront();
  const day = useDay();
  const go = useGo();
  const { drive, found, state } = useDrive();
  const at = now();
  const status = statusAt(state, at);
  // A test drive that is over has its own page; one not yet activated goes back to its eSIM.
  useEffect(() => {
    if (!found) return;
    if (status === 'ended') go(TRIAL_PATHS.end);
    else if (status === 'ready') go(TRIAL_PATHS.nextSteps);
  }, [found, status, go]);
  const left = daysLeft(state, at);
  return (
    <TrialPage title={texts.dashboardTitle} state={state}>
      <DriveStatus drive={drive} />
      {found && status === 'active' && found.endsAt ? (
        <Stack space="lg">
          <Stack space="sm">
            <p className={bigFigure}>{texts.daysLeft(left)}</p>
            <label className={mutedText} htmlFor="trial-used">
              {texts.progress}
            </label>
            <meter id="trial-used" className={styles.meter} min={0} max={TRIAL_DAYS} value={TRIAL_DAYS - left} />
            <p className={mutedText}>{texts.endsOn(day(found.endsAt))}</p>
          </Stack>
          <DriveFacts drive={found} />
          <section aria-labelledby="trial-switch">
            <Stack space="sm">
              <h2 id="trial-switch">{texts.switchTitle}</h2>
              <p>{texts.switchBody}</p>
              <SwitchActions />
            </Stack>
          </section>
          <div className={actionRow}>
            <Link href={`${site.base}${TRIAL_PATHS.endEarly}`}>{texts.endEarlyLink}</Link>
            <Link href={`${site.base}${TRIAL_PATHS.faq}`}>{texts.readFaq}</Link>
          </div>
        </Stack>
      ) : null}
    </TrialPage>
  );
}
