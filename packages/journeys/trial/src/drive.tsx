import { formatPhone } from '@carrier/checkout-rules';
import { Link, Skeleton, Stack } from '@carrier/design-system';
import type { TestDrive } from '@carrier/service-contracts';
import { trialReducer, type TrialState } from '@carrier/trial-rules';
import { useEffect } from 'react';
import {
  actionLink,
  actionRow,
  factList,
  LoadFailed,
  serviceErrorId,
  useLoad,
  useStorefront,
} from '@carrier/storefront/kit';
import { BYOD_PATHS } from '@carrier/journey-byod/paths';
import { SHOP_PATHS } from '@carrier/journey-shop/paths';
import { TRIAL_PATHS } from './paths.js';
import { useTrialDeps } from './deps.js';
import { useTexts, useTrial } from './frame.js';

/**
 * The test drive as the service keeps it: this browser's (by its cookie), read once for the page; its record is
 * kept in the page's state too, so the flow and the days follow what the service says.
 */
export function useDrive() {
  const { services } = useTrialDeps();
  const { state, dispatch } = useTrial();
  const drive = useLoad(
    () =>
      services.mine().then(
        (found) => found,
        (error: unknown) => {
          if (serviceErrorId(error) === 'TEST_DRIVE_NOT_FOUND') return null;
          throw error;
        },
      ),
    [],
  );
  const found = drive.status === 'ready' ? drive.value : null;
  useEffect(() => {
    if (found) dispatch({ type: 'synced', record: found });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per read
  }, [found]);
  const synced: TrialState = found ? trialReducer(state, { type: 'synced', record: found }) : state;
  return { drive, found, state: synced, dispatch };
}

/** What the page shows while the test drive is read, or when this browser has none. */
export function DriveStatus({ drive }: { readonly drive: ReturnType<typeof useDrive>['drive'] }) {
  const texts = useTexts();
  const { site } = useStorefront();
  if (drive.status === 'loading') return <Skeleton height="8rem" />;
  if (drive.status === 'failed') return <LoadFailed message={texts.readFailed} retry={drive.retry} />;
  if (drive.value) return null;
  return (
    <Stack space="md">
      <p>{texts.none}</p>
      <a className={actionLink} href={`${site.base}${TRIAL_PATHS.welcome}`}>
        {texts.noneStart}
      </a>
    </Stack>
  );
}

/** The test drive's facts: its number, phone and plan. */
export function DriveFacts({ drive }: { readonly drive: TestDrive }) {
  const texts = useTexts();
  return (
    <dl className={factList}>
      <dt>{texts.number}</dt>
      <dd>{formatPhone(drive.mdn)}</dd>
      <dt>{texts.phone}</dt>
      <dd>{drive.device}</dd>
      <dt>{texts.plan}</dt>
      <dd>{drive.planName}</dd>
    </dl>
  );
}

/** The ways on from a test drive: bring the phone over (the phone check of bring your own device), or shop phones. */
export function SwitchActions() {
  const texts = useTexts();
  const { site } = useStorefront();
  return (
    <div className={actionRow}>
      <a className={actionLink} href={`${site.base}${BYOD_PATHS.eligibility}`}>
        {texts.switchNow}
      </a>
      <Link href={`${site.base}${SHOP_PATHS.gridwall}`}>{texts.shopPhones}</Link>
    </div>
  );
}
