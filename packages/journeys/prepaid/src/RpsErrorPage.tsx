import { Alert, Link } from '@carrier/design-system';
import { useSearch } from '@tanstack/react-router';
import { actionRow, useHref } from '@carrier/storefront/kit';
import { PREPAID_PATHS } from './paths.js';
import { STORE_PATHS } from '@carrier/journey-stores/paths';
import { PrepaidPage, useTexts } from './frame.js';
import { RPS_ERROR_REASONS, useEndActivation, type RpsErrorReason } from './rps.js';

/** rps error: why the activation stopped (`?reason=`), and the ways on. */
export function RpsErrorPage() {
  const texts = useTexts();
  const href = useHref();
  const { reason } = useSearch({ strict: false }) as { reason?: RpsErrorReason };
  // A phone that does not work here cannot be activated: the activation ends (a failed one can be tried again).
  useEndActivation(reason === 'notCompatible');
  return (
    <PrepaidPage title={texts.rpsErrorTitle}>
      <Alert tone="warning">
        {RPS_ERROR_REASONS.includes(reason as RpsErrorReason) ? texts.rpsErrors[reason!] : texts.rpsErrors.unknown}
      </Alert>
      <div className={actionRow}>
        <Link variant="standalone" href={href(PREPAID_PATHS.rpsPlans)}>
          {texts.tryAgain}
        </Link>
        <Link variant="standalone" href={href(STORE_PATHS.finder)}>
          {texts.getHelp}
        </Link>
      </div>
    </PrepaidPage>
  );
}
