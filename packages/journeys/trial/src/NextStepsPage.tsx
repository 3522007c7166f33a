import { formatPhone } from '@carrier/checkout-rules';
import { Stack } from '@carrier/design-system';
import { actionLink, intro, useStorefront } from '@carrier/storefront/kit';
import { TRIAL_PATHS } from './paths.js';
import { TrialPage, useTexts } from './frame.js';
import * as styles from './trial.css.js';
import { useDrive, DriveStatus } from './drive.js';

/** trial/nextsteps: the test drive has its number; how to add its eSIM. */
export function NextStepsPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { drive, found, state } = useDrive();
  return (
    <TrialPage title={texts.nextTitle} state={state}>
      <DriveStatus drive={drive} />
      {found ? (
        <Stack space="md">
          <p className={intro}>{texts.nextIntro(formatPhone(found.mdn))}</p>
          <ol className={styles.steps}>
            {texts.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div>
            <a className={actionLink} href={`${site.base}${TRIAL_PATHS.activate}`}>
              {texts.getEsim}
            </a>
          </div>
        </Stack>
      ) : null}
    </TrialPage>
  );
}
