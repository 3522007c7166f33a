import { formatPhone } from '@carrier/checkout-rules';
import { Alert, Button, Link, Skeleton, Stack } from '@carrier/design-system';
import { QrCode } from '@carrier/design-system/qr-code';
import type { TestDrive } from '@carrier/service-contracts';
import { TRIAL_DAYS, daysLeft, problemOf, statusAt, trialReducer, type TrialState } from '@carrier/trial-rules';
import { useEffect, useState } from 'react';
import {
  actionLink,
  actionRow,
  activationCode,
  bigFigure,
  codeList,
  factList,
  intro,
  LoadFailed,
  mutedText,
  serviceErrorId,
  useGo,
  useLoad,
  useStorefront,
} from '@carrier/storefront/kit';
import { BYOD_PATHS } from '@carrier/journey-byod/paths';
import { SHOP_PATHS } from '@carrier/journey-shop/paths';
import { TRIAL_PATHS } from './paths.js';
import { useTrialDeps } from './deps.js';
import { TrialPage, useDay, useStepGuard, useTexts, useTrial } from './frame.js';
import * as styles from './trial.css.js';

/**
 * The test drive as the service keeps it: this browser's (by its cookie), read once for the page; its record is
 * kept in the page's state too, so the flow and the days follow what the service says.
 */
function useDrive() {
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
function DriveStatus({ drive }: { readonly drive: ReturnType<typeof useDrive>['drive'] }) {
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

/** trial/activate: the eSIM's QR code (and its details to type), then "I've added the eSIM" starts the days. */
export function ActivatePage() {
  const texts = useTexts();
  const { services } = useTrialDeps();
  const { state, dispatch } = useTrial();
  useStepGuard(state, 'activate');
  const go = useGo();
  const id = state.applicationId ?? '';
  const esim = useLoad(() => (id ? services.esim(id) : Promise.reject(new Error('no test drive'))), [id]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const activate = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const active = await services.activate(id);
      if (active.startedAt !== null && active.endsAt !== null)
        dispatch({ type: 'activated', startedAt: active.startedAt, endsAt: active.endsAt });
      go(TRIAL_PATHS.confirmation);
    } catch (error) {
      if (problemOf(serviceErrorId(error)) === 'activationFailed') {
        go(TRIAL_PATHS.activationError);
        return;
      }
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <TrialPage title={texts.activateTitle} state={state}>
      <p className={intro}>{texts.activateIntro}</p>
      {esim.status === 'loading' ? <Skeleton height="16rem" /> : null}
      {esim.status === 'failed' ? <LoadFailed message={texts.esimFailed} retry={esim.retry} /> : null}
      {esim.status === 'ready' ? (
        <Stack space="md">
          <QrCode text={activationCode(esim.value)} label={texts.qrLabel} />
          <p>{texts.cantScan}</p>
          <dl className={codeList}>
            <dt>{texts.smdp}</dt>
            <dd>{esim.value.smdpAddress}</dd>
            <dt>{texts.matchingId}</dt>
            <dd>{esim.value.matchingId}</dd>
          </dl>
          {failed ? <Alert tone="error">{texts.serviceDown}</Alert> : null}
          <div>
            <Button onClick={() => void activate()} loading={busy}>
              {busy ? texts.activating : texts.scanned}
            </Button>
          </div>
        </Stack>
      ) : null}
    </TrialPage>
  );
}

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

/** The test drive's facts: its number, phone and plan. */
function DriveFacts({ drive }: { readonly drive: TestDrive }) {
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
              <div className={actionRow}>
                <a className={actionLink} href={`${site.base}${BYOD_PATHS.eligibility}`}>
                  {texts.switchNow}
                </a>
                <Link href={`${site.base}${SHOP_PATHS.gridwall}`}>{texts.shopPhones}</Link>
              </div>
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

/** trial/endearly: ending the test drive before its days run out, once the customer says so. */
export function EndEarlyPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { services } = useTrialDeps();
  const go = useGo();
  const { drive, found, state, dispatch } = useDrive();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const end = async () => {
    if (!found) return;
    setBusy(true);
    setFailed(false);
    try {
      const ended = await services.end(found.applicationId);
      dispatch({ type: 'synced', record: ended });
      go(TRIAL_PATHS.end);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <TrialPage title={texts.endEarlyTitle} state={state}>
      <DriveStatus drive={drive} />
      {found ? (
        <Stack space="md">
          <p className={intro}>{texts.endEarlyBody}</p>
          <DriveFacts drive={found} />
          {failed ? <Alert tone="error">{texts.endFailed}</Alert> : null}
          <div className={actionRow}>
            <Button variant="secondary" onClick={() => void end()} loading={busy} disabled={found.status === 'ENDED'}>
              {busy ? texts.ending : texts.endNow}
            </Button>
            <Link href={`${site.base}${TRIAL_PATHS.dashboard}`}>{texts.keepGoing}</Link>
          </div>
        </Stack>
      ) : null}
    </TrialPage>
  );
}

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
          <div className={actionRow}>
            <a className={actionLink} href={`${site.base}${BYOD_PATHS.eligibility}`}>
              {texts.switchNow}
            </a>
            <Link href={`${site.base}${SHOP_PATHS.gridwall}`}>{texts.shopPhones}</Link>
          </div>
        </Stack>
      ) : null}
    </TrialPage>
  );
}
