import { checkEmail, checkName } from '@carrier/checkout-rules';
import { Alert, Button, Stack, TextField } from '@carrier/design-system';
import { problemOf } from '@carrier/trial-rules';
import { useState, type FormEvent } from 'react';
import { formWidth, intro, serviceErrorId, useGo, useHydrated } from '@carrier/storefront/kit';
import { TRIAL_PATHS } from './paths.js';
import { useTrialDeps } from './deps.js';
import { PROBLEM_PATHS, TrialPage, useStepGuard, useTexts, useTrial } from './frame.js';
import type { PersonField } from './onboarding.js';

/** trial/eligibility: who is trying the network; the service allows one test drive per person. */
export function EligibilityPage() {
  const texts = useTexts();
  const { services } = useTrialDeps();
  const { state, dispatch } = useTrial();
  useStepGuard(state, 'eligibility');
  const go = useGo();
  const hydrated = useHydrated();
  // What was typed before (the customer sent back here by an error page) is there again.
  const [values, setValues] = useState<Record<PersonField, string>>(
    () => state.applicant ?? { firstName: '', lastName: '', email: '' },
  );
  const [errors, setErrors] = useState<Partial<Record<PersonField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const set = (name: PersonField) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const first = checkName(values.firstName);
    const last = checkName(values.lastName);
    const email = checkEmail(values.email);
    const found = {
      ...(first.ok ? {} : { firstName: texts.firstNameError }),
      ...(last.ok ? {} : { lastName: texts.lastNameError }),
      ...(email.ok ? {} : { email: texts.emailError }),
    };
    setErrors(found);
    if (!first.ok || !last.ok || !email.ok || !state.zip) return;
    dispatch({ type: 'applying', applicant: values });
    setBusy(true);
    setFailed(false);
    try {
      const applicationId = await services.apply({
        zip: state.zip,
        firstName: first.value,
        lastName: last.value,
        email: email.value,
      });
      dispatch({ type: 'applied', applicationId });
      go(TRIAL_PATHS.verifyImei);
    } catch (error) {
      const problem = problemOf(serviceErrorId(error));
      if (problem === 'trialUsed' || problem === 'zipNotCovered') {
        dispatch({ type: 'refused', problem });
        go(PROBLEM_PATHS[problem]);
        return;
      }
      setFailed(true);
      setBusy(false);
    }
  };
  const field = (name: PersonField, autoComplete: string, type = 'text') => (
    <TextField
      id={`field-${name}`}
      name={name}
      type={type}
      label={texts[name]}
      value={values[name]}
      onChange={set(name)}
      autoComplete={autoComplete}
      maxLength={name === 'email' ? 254 : 40}
      error={errors[name]}
    />
  );
  return (
    <TrialPage title={texts.eligibilityTitle} state={state}>
      <p className={intro}>{texts.eligibilityIntro}</p>
      <form onSubmit={(e) => void submit(e)} noValidate className={formWidth}>
        <Stack space="md">
          {failed ? <Alert tone="error">{texts.serviceDown}</Alert> : null}
          {field('firstName', 'given-name')}
          {field('lastName', 'family-name')}
          {field('email', 'email', 'email')}
          <div>
            <Button type="submit" loading={busy} disabled={!hydrated}>
              {texts.continue}
            </Button>
          </div>
        </Stack>
      </form>
    </TrialPage>
  );
}
