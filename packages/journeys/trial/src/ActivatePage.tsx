import { Alert, Button, Skeleton, Stack } from '@carrier/design-system';
import { QrCode } from '@carrier/design-system/qr-code';
import { problemOf } from '@carrier/trial-rules';
import { useState } from 'react';
import { activationCode, codeList, intro, LoadFailed, serviceErrorId, useGo, useLoad } from '@carrier/storefront/kit';
import { TRIAL_PATHS } from './paths.js';
import { useTrialDeps } from './deps.js';
import { TrialPage, useStepGuard, useTexts, useTrial } from './frame.js';

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
