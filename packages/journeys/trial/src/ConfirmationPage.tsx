import { Alert, Stack } from '@carrier/design-system';
import { actionLink, useStorefront } from '@carrier/storefront/kit';
import { TRIAL_PATHS } from './paths.js';
import { TrialPage, useDay, useTexts } from './frame.js';
import { useDrive, DriveStatus } from './drive.js';

/** trial/confirmation: the test drive runs, until when, and the way to its dashboard. */
export function ConfirmationPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const day = useDay();
  const { drive, found, state } = useDrive();
  return (
    <TrialPage title={texts.confirmationTitle} state={state}>
      <DriveStatus drive={drive} />
      {found?.endsAt ? (
        <Stack space="md">
          <Alert tone="success">{texts.confirmationBody(day(found.endsAt))}</Alert>
          <div>
            <a className={actionLink} href={`${site.base}${TRIAL_PATHS.dashboard}`}>
              {texts.goDashboard}
            </a>
          </div>
        </Stack>
      ) : null}
    </TrialPage>
  );
}
