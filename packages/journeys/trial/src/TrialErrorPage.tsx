import { Alert, Button, Link } from '@carrier/design-system';
import { useSearch } from '@tanstack/react-router';
import { CONTENT_PATHS, actionLink, actionRow, useGo, usePageName, useStorefront } from '@carrier/storefront/kit';
import { BYOD_PATHS } from '@carrier/journey-byod/paths';
import { TRIAL_PATHS } from './paths.js';
import { TrialPage, useTexts, useTrial } from './frame.js';

/**
 * The test drive's error pages, one for each thing that can stop it: a ZIP code outside the network, a phone that
 * cannot take part (and why), a test drive already used, an eSIM that did not activate. Each says what happened and
 * what the customer can do next.
 */
export function TrialErrorPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { state, dispatch } = useTrial();
  const go = useGo();
  const pageName = usePageName();
  const { reason } = useSearch({ strict: false }) as { reason?: string };
  const kind = pageName?.split('/').at(-1);
  const startOver = () => {
    dispatch({ type: 'restart' });
    go(TRIAL_PATHS.welcome);
  };
  // Back to the form the problem came from, with what was typed there.
  const correct = (path: string) => {
    dispatch({ type: 'corrected' });
    go(path);
  };
  const content = {
    zip: {
      title: texts.zipErrorTitle,
      body: texts.zipErrorBody(state.zip ?? ''),
      back: { label: texts.tryAnotherZip, path: TRIAL_PATHS.zipCheck },
    },
    device: {
      title: texts.deviceErrorTitle,
      body: (reason && texts.deviceErrorBody[reason]) || texts.deviceErrorDefault,
      back: { label: texts.tryAnotherPhone, path: TRIAL_PATHS.verifyImei },
    },
    used: {
      title: texts.usedErrorTitle,
      body: texts.usedErrorBody,
      back: { label: texts.useAnotherEmail, path: TRIAL_PATHS.eligibility },
    },
    activation: {
      title: texts.activationErrorTitle,
      body: texts.activationErrorBody,
      back: { label: texts.tryAgain, path: TRIAL_PATHS.activate },
    },
  }[kind === 'zip' || kind === 'device' || kind === 'used' || kind === 'activation' ? kind : 'zip'];
  return (
    <TrialPage title={content.title} state={state}>
      <Alert tone="warning">{content.body}</Alert>
      <div className={actionRow}>
        <Button onClick={() => correct(content.back.path)}>{content.back.label}</Button>
        {kind === 'used' ? (
          <a className={actionLink} href={`${site.base}${BYOD_PATHS.eligibility}`}>
            {texts.switchNow}
          </a>
        ) : null}
        <Button variant="secondary" onClick={startOver}>
          {texts.startOver}
        </Button>
      </div>
      <Link href={`${site.base}${CONTENT_PATHS.help}`}>{texts.contactUs}</Link>
    </TrialPage>
  );
}
