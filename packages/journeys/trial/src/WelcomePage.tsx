import { Link, Stack } from '@carrier/design-system';
import { actionLink, actionRow, intro, useStorefront } from '@carrier/storefront/kit';
import { TRIAL_PATHS } from './paths.js';
import { TrialPage, useTexts, useTrial } from './frame.js';
import * as styles from './trial.css.js';

/** trial: what the test drive is and how it works, and the way in. */
export function WelcomePage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { state } = useTrial();
  return (
    <TrialPage title={texts.welcomeTitle} state={state}>
      <p className={intro}>{texts.welcomeIntro}</p>
      <section aria-labelledby="trial-how">
        <Stack space="sm">
          <h2 id="trial-how">{texts.howTitle}</h2>
          <ol className={styles.steps}>
            {texts.how.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Stack>
      </section>
      <div className={actionRow}>
        <a className={actionLink} href={`${site.base}${TRIAL_PATHS.zipCheck}`}>
          {texts.start}
        </a>
      </div>
      <Link href={`${site.base}${TRIAL_PATHS.dashboard}`}>{texts.haveOne}</Link>
      <Link href={`${site.base}${TRIAL_PATHS.faq}`}>{texts.readFaq}</Link>
    </TrialPage>
  );
}
