import { Stack } from '@carrier/design-system';
import { statusAt } from '@carrier/trial-rules';
import { actionLink, intro, useStorefront } from '@carrier/storefront/kit';
import { TRIAL_PATHS } from './paths.js';
import { TrialPage, useDay, useTexts } from './frame.js';
import { useDrive, DriveStatus, SwitchActions } from './drive.js';

/** trial/end: the test drive is over (ended early, or its 30 days ran out), and what the customer can do now. */
export function EndPage() {
  const texts = useTexts();
  const { site, now } = useStorefront();
  const day = useDay();
  const { drive, found, state } = useDrive();
  const over = found !== null && statusAt(state, now()) === 'ended';
  return (
    <TrialPage title={texts.endTitle} state={state}>
      <DriveStatus drive={drive} />
      {found && !over ? (
        <a className={actionLink} href={`${site.base}${TRIAL_PATHS.dashboard}`}>
          {texts.goDashboard}
        </a>
      ) : null}
      {found && over && found.endsAt ? (
        <Stack space="md">
          <p className={intro}>
            {found.ended === 'early' ? texts.endedEarly(day(found.endsAt)) : texts.endedExpired(day(found.endsAt))}
          </p>
          <p>{texts.removeEsim}</p>
          <h2>{texts.switchTitle}</h2>
          <p>{texts.switchBody}</p>
          <SwitchActions />
        </Stack>
      ) : null}
    </TrialPage>
  );
}
