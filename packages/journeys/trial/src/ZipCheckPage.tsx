import { checkZip } from '@carrier/checkout-rules';
import { Alert, Button, Stack, TextField } from '@carrier/design-system';
import type { TestDriveCoverage } from '@carrier/service-contracts';
import { useState, type FormEvent } from 'react';
import { actionRow, formWidth, intro, useFormState, useGo, useHydrated } from '@carrier/storefront/kit';
import { TRIAL_PATHS } from './paths.js';
import { useTrialDeps } from './deps.js';
import { TrialPage, useStepGuard, useTexts, useTrial } from './frame.js';

/** trial/zipcheck: does the network reach the visitor's ZIP code? */
export function ZipCheckPage() {
  const texts = useTexts();
  const { services } = useTrialDeps();
  const { state, dispatch } = useTrial();
  useStepGuard(state, 'zip');
  const go = useGo();
  const hydrated = useHydrated();
  const form = useFormState({ zip: state.zip ?? '' });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [found, setFound] = useState<TestDriveCoverage>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkZip(form.values.zip);
    const five = checked.ok ? checked.value.slice(0, 5) : undefined;
    form.fail(five ? {} : { zip: texts.zipError });
    if (!five) return;
    setBusy(true);
    setFailed(false);
    try {
      const coverage = await services.coverage(five);
      dispatch({ type: 'zipChecked', zip: five, covered: coverage.covered });
      if (coverage.covered) setFound(coverage);
      else go(TRIAL_PATHS.zipError);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const network = found?.network ? (texts.network[found.network] ?? found.network) : '';
  return (
    <TrialPage title={texts.zipTitle} state={state}>
      <p className={intro}>{texts.zipIntro}</p>
      <form onSubmit={(e) => void submit(e)} noValidate className={formWidth}>
        <Stack space="md">
          {failed ? <Alert tone="error">{texts.serviceDown}</Alert> : null}
          <TextField
            id="field-zip"
            label={texts.zip}
            {...form.field('zip')}
            onChange={(value) => {
              form.set('zip')(value);
              setFound(undefined);
            }}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
          />
          {found ? (
            <Alert tone="success">
              {found.place ? texts.covered(found.place, network) : texts.coveredHere(network)}
            </Alert>
          ) : null}
          <div className={actionRow}>
            {found ? (
              <Button type="button" onClick={() => go(TRIAL_PATHS.eligibility)}>
                {texts.continue}
              </Button>
            ) : (
              <Button type="submit" loading={busy} disabled={!hydrated}>
                {busy ? texts.checking : texts.checkZip}
              </Button>
            )}
          </div>
        </Stack>
      </form>
    </TrialPage>
  );
}
