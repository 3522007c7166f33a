import { Alert, Button, Stack } from '@carrier/design-system';
import { problemOf } from '@carrier/trial-rules';
import { useState, type FormEvent } from 'react';
import { ImeiField, formWidth, intro, serviceErrorId, useGo, useHydrated, useImeiField } from '@carrier/storefront/kit';
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
  const imei = useImeiField();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = imei.check();
    if (!digits || !state.applicationId) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      const device = await services.device(state.applicationId, digits);
      dispatch({ type: 'deviceVerified', device });
      go(TRIAL_PATHS.planSetup);
    } catch (failure) {
      const id = serviceErrorId(failure);
      if (problemOf(id) === 'deviceNotCompatible') {
        go(TRIAL_PATHS.deviceError, { reason: id ?? '' });
        return;
      }
      // The service found no IMEI in it: said on the field, as the check before sending would.
      if (id === 'IMEI_INVALID') imei.invalid();
      else setRefusal(id === 'IMEI_NOT_RECOGNISED' ? texts.notRecognised : texts.serviceDown);
      setBusy(false);
    }
  };
  return (
    <TrialPage title={texts.imeiTitle} state={state}>
      <p className={intro}>{texts.imeiIntro}</p>
      <form onSubmit={(e) => void submit(e)} noValidate className={formWidth}>
        <Stack space="md">
          {refusal ? <Alert tone="error">{refusal}</Alert> : null}
          <ImeiField {...imei.field} />
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
