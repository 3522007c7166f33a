import { checkEmail, checkName, checkZip } from '@carrier/checkout-rules';
import {
  Accordion,
  Alert,
  Button,
  Checkbox,
  Link,
  Skeleton,
  Stack,
  TextField,
  formatMoney,
} from '@carrier/design-system';
import type { TestDriveCoverage, TestDrivePlan } from '@carrier/service-contracts';
import { TRIAL_DAYS, checkImei, problemOf } from '@carrier/trial-rules';
import { useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import {
  CONTENT_PATHS,
  actionLink,
  actionRow,
  card,
  cardTitle,
  factList,
  formWidth,
  intro,
  LoadFailed,
  mutedText,
  serviceErrorId,
  useAgreeToContinue,
  useGo,
  useHydrated,
  useLoad,
  usePageName,
  useStorefront,
} from '@carrier/storefront/kit';
import { BYOD_PATHS } from '@carrier/journey-byod/paths';
import { TRIAL_PATHS } from './paths.js';
import { useTrialDeps } from './deps.js';
import { PROBLEM_PATHS, TrialPage, useStepGuard, useTexts, useTrial } from './frame.js';
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

/** trial/zipcheck: does the network reach the visitor's ZIP code? */
export function ZipCheckPage() {
  const texts = useTexts();
  const { services } = useTrialDeps();
  const { state, dispatch } = useTrial();
  useStepGuard(state, 'zip');
  const go = useGo();
  const hydrated = useHydrated();
  const [zip, setZip] = useState(state.zip ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [found, setFound] = useState<TestDriveCoverage>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkZip(zip);
    const five = checked.ok ? checked.value.slice(0, 5) : undefined;
    setError(five ? undefined : texts.zipError);
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
            name="zip"
            label={texts.zip}
            value={zip}
            onChange={(value) => {
              setZip(value);
              setFound(undefined);
            }}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            {...(error ? { error } : {})}
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

type PersonField = 'firstName' | 'lastName' | 'email';

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
      {...(errors[name] ? { error: errors[name] } : {})}
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

/** Chooses a plan to try, and goes on to the checkout. */
function useChoosePlan() {
  const { services } = useTrialDeps();
  const { state, dispatch } = useTrial();
  const go = useGo();
  const [busy, setBusy] = useState<string>();
  const [failed, setFailed] = useState(false);
  const choose = async (planId: string) => {
    if (!state.applicationId) return;
    setBusy(planId);
    setFailed(false);
    try {
      await services.choosePlan(state.applicationId, planId);
      dispatch({ type: 'planChosen', planId });
      go(TRIAL_PATHS.checkout);
    } catch {
      setFailed(true);
      setBusy(undefined);
    }
  };
  return { state, choose, busy, failed };
}

/** A plan to try: its name, summary, price after the test drive, and the ways on. */
function PlanCard({
  plan,
  onChoose,
  busy,
  details,
}: {
  readonly plan: TestDrivePlan;
  readonly onChoose: () => void;
  readonly busy: boolean;
  readonly details: boolean;
}) {
  const texts = useTexts();
  const { site } = useStorefront();
  return (
    <li className={card}>
      <h2 className={cardTitle}>{plan.name}</h2>
      <p>{plan.summary}</p>
      <p className={mutedText}>{texts.perMonthAfter(formatMoney(plan.monthly, site.language))}</p>
      <div className={actionRow}>
        <Button onClick={onChoose} loading={busy} aria-label={`${texts.choosePlan}: ${plan.name}`}>
          {texts.choosePlan}
        </Button>
        {details ? (
          <Link href={`${site.base}${TRIAL_PATHS.planDetails}?plan=${plan.id}`}>{texts.planDetails(plan.name)}</Link>
        ) : null}
      </div>
    </li>
  );
}

/** trial/plansetup: the plan to try, from the service's plans. */
export function PlanSetupPage() {
  const texts = useTexts();
  const { services } = useTrialDeps();
  const { state, choose, busy, failed } = useChoosePlan();
  useStepGuard(state, 'plan');
  const plans = useLoad(() => services.plans(), []);
  return (
    <TrialPage title={texts.planTitle} state={state}>
      <p className={intro}>{texts.planIntro}</p>
      {state.device ? <p className={mutedText}>{texts.phoneOk(state.device)}</p> : null}
      {failed ? <Alert tone="error">{texts.serviceDown}</Alert> : null}
      {plans.status === 'loading' ? <Skeleton height="12rem" /> : null}
      {plans.status === 'failed' ? <LoadFailed message={texts.serviceDown} retry={plans.retry} /> : null}
      {plans.status === 'ready' ? (
        <ul className={styles.plans}>
          {plans.value.map((plan) => (
            <PlanCard key={plan.id} plan={plan} details busy={busy === plan.id} onChoose={() => void choose(plan.id)} />
          ))}
        </ul>
      ) : null}
    </TrialPage>
  );
}

/** trial/plandetails: everything a plan includes during the test drive. */
export function PlanDetailsPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { services } = useTrialDeps();
  const { state, choose, busy, failed } = useChoosePlan();
  const { plan: planId } = useSearch({ strict: false }) as { plan?: string };
  const plans = useLoad(() => services.plans(), []);
  const plan = plans.status === 'ready' ? plans.value.find((p) => p.id === (planId ?? state.planId)) : undefined;
  return (
    <TrialPage title={plan ? texts.planDetails(plan.name) : texts.detailsTitle} state={state}>
      <p className={intro}>{texts.detailsIntro}</p>
      {failed ? <Alert tone="error">{texts.serviceDown}</Alert> : null}
      {plans.status === 'loading' ? <Skeleton height="10rem" /> : null}
      {plans.status === 'failed' ? <LoadFailed message={texts.serviceDown} retry={plans.retry} /> : null}
      {plans.status === 'ready' && !plan ? <Alert tone="info">{texts.detailsMissing}</Alert> : null}
      {plan ? (
        <Stack space="md">
          <p>{plan.summary}</p>
          <ul>
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <p className={mutedText}>{texts.perMonthAfter(formatMoney(plan.monthly, site.language))}</p>
          {state.applicationId && state.device && state.status === 'onboarding' ? (
            <div>
              <Button onClick={() => void choose(plan.id)} loading={busy === plan.id}>
                {texts.choosePlan}
              </Button>
            </div>
          ) : null}
        </Stack>
      ) : null}
      <Link href={`${site.base}${TRIAL_PATHS.planSetup}`}>{texts.backToPlans}</Link>
    </TrialPage>
  );
}

/** trial/checkout: the test drive in full, nothing to pay, the terms, and the start (one idempotency key). */
export function CheckoutPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { services } = useTrialDeps();
  const { state, dispatch } = useTrial();
  useStepGuard(state, 'checkout');
  const go = useGo();
  const plans = useLoad(() => services.plans(), []);
  const agreement = useAgreeToContinue(texts.termsError);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const plan = plans.status === 'ready' ? plans.value.find((p) => p.id === state.planId) : undefined;
  const start = async () => {
    if (!agreement.confirm()) return;
    // One key per start, kept across a retry, a double click or a reload (the reducer keeps the first).
    const starting = dispatch({ type: 'start', key: crypto.randomUUID() });
    if (!starting.startKey || !starting.applicationId) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await services.start(starting.applicationId, starting.startKey);
      dispatch({ type: 'started' });
      go(TRIAL_PATHS.nextSteps);
    } catch (error) {
      const id = serviceErrorId(error);
      if (problemOf(id) === 'trialUsed') {
        dispatch({ type: 'refused', problem: 'trialUsed' });
        go(TRIAL_PATHS.usedError);
        return;
      }
      setProblem(id ? texts.serviceDown : texts.startUnknown);
      setBusy(false);
    }
  };
  const row = (label: string, value: string, change?: string) => (
    <>
      <dt>{label}</dt>
      <dd>
        {value}
        {change ? (
          <>
            {' '}
            <Link href={`${site.base}${change}`} aria-label={`${texts.change}: ${label}`}>
              {texts.change}
            </Link>
          </>
        ) : null}
      </dd>
    </>
  );
  return (
    <TrialPage title={texts.checkoutTitle} state={state}>
      <section aria-labelledby="trial-summary" className={formWidth}>
        <Stack space="md">
          <h2 id="trial-summary">{texts.summary}</h2>
          <dl className={factList}>
            {row(texts.where, state.zip ?? '', TRIAL_PATHS.zipCheck)}
            {row(texts.phone, state.device ?? '', TRIAL_PATHS.verifyImei)}
            {row(texts.plan, plan?.name ?? '…', TRIAL_PATHS.planSetup)}
            {row(texts.lasts, texts.days(TRIAL_DAYS))}
            {row(texts.dueToday, texts.free)}
          </dl>
          <p className={mutedText}>{texts.noCharge}</p>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <Checkbox label={texts.terms} {...agreement.checkbox} />
          <div>
            <Button onClick={() => void start()} loading={busy}>
              {busy ? texts.starting : texts.startTrial}
            </Button>
          </div>
        </Stack>
      </section>
    </TrialPage>
  );
}

/** trial/faq: what people ask about the test drive. */
export function FaqPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { state } = useTrial();
  return (
    <TrialPage title={texts.faqTitle} state={state}>
      <Accordion
        headingLevel={2}
        allowMultiple
        items={texts.faq.map(([question, answer], i) => ({
          id: `faq-${i}`,
          title: question,
          content: <p>{answer}</p>,
        }))}
      />
      <Link href={`${site.base}${TRIAL_PATHS.welcome}`}>{texts.start}</Link>
    </TrialPage>
  );
}

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
