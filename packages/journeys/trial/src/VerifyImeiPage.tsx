import { Alert, Button, Stack, TextField } from '@carrier/design-system';
import { checkImei, problemOf } from '@carrier/trial-rules';
import { useState, type FormEvent } from 'react';
import { formWidth, intro, serviceErrorId, useGo, useHydrated } from '@carrier/storefront/kit';
import { TRIAL_PATHS } from './paths.js';
import { useTrialDeps } from './deps.js';
import { TrialPage, useStepGuard, useTexts, useTrial } from './frame.js';

/** trial/verifyimei: the phone must take an eSIM, be unlocked and work on the network. */
export function VerifyImeiPage() {
  const texts = useTexts();
  const { services } = useTrialDeps();
  const { state, dispatch } = useTrial();
  useStepGuard(state, 'device');
  const go = useGo();
  const hydrated = useHydrated();
  const [imei, setImei] = useState('');
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkImei(imei);
    setError(checked.ok ? undefined : texts.imeiErrors[checked.error]);
    if (!checked.ok || !state.applicationId) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      const device = await services.device(state.applicationId, checked.imei);
      dispatch({ type: 'deviceVerified', device });
      go(TRIAL_PATHS.planSetup);
    } catch (failure) {
      const id = serviceErrorId(failure);
      if (problemOf(id) === 'deviceNotCompatible') {
        go(TRIAL_PATHS.deviceError, { reason: id ?? '' });
        return;
      }
      setRefusal(
        id === 'IMEI_NOT_RECOGNISED'
          ? texts.notRecognised
          : id === 'IMEI_INVALID'
            ? texts.imeiErrors.checksum
            : texts.serviceDown,
      );
      setBusy(false);
    }
  };
  return (
    <TrialPage title={texts.imeiTitle} state={state}>
      <p className={intro}>{texts.imeiIntro}</p>
      <form onSubmit={(e) => void submit(e)} noValidate className={formWidth}>
        <Stack space="md">
          {refusal ? <Alert tone="error">{refusal}</Alert> : null}
          <TextField
            id="field-imei"
            name="imei"
            label={texts.imei}
            helperText={texts.imeiHint}
            value={imei}
            onChange={setImei}
            inputMode="numeric"
            autoComplete="off"
            maxLength={19}
            {...(error ? { error } : {})}
          />
          <div>
            <Button type="submit" loading={busy} disabled={!hydrated}>
              {busy ? texts.checking : texts.checkPhone}
            </Button>
          </div>
        </Stack>
      </form>
    </TrialPage>
  );
}
