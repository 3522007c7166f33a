import { checkImei } from '@carrier/checkout-rules';
import {
  Alert,
  Button,
  Link,
  RadioGroup,
  Select,
  Skeleton,
  Stack,
  TextField,
  formatMoney,
} from '@carrier/design-system';
import type { ConditionAnswers } from '@carrier/trade-in-rules';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import {
  TRADE_IN_STEP_GROUP,
  actionRow,
  bigFigure,
  formWidth,
  intro,
  LoadFailed,
  mutedText,
  serviceErrorId,
  useGo,
  useHydrated,
  useLoad,
  useStorefront,
} from '@carrier/storefront/kit';
import { TRADE_IN_PATHS } from './paths.js';
import { useTradeInDeps } from './deps.js';
import { TradeInPage, useStepGuard, useTexts, useTradeIn } from './frame.js';
import type { PhoneQuery } from './services.js';

/** The refusal of a phone, in words: by its id, or the service being down. */
function useRefusal() {
  const texts = useTexts();
  const [refusal, setRefusal] = useState<string>();
  return {
    refusal,
    refuse: (error: unknown) => {
      const id = serviceErrorId(error);
      setRefusal((id && texts.refusals[id]) || texts.serviceDown);
      return id;
    },
    clear: () => setRefusal(undefined),
  };
}

/**
 * validateDevice: the phone being traded in, by its IMEI or by make, model and storage (a choice among the models
 * the service takes). Entered from the product page (`?device=`, the phone bought) or the cart (`?line=`).
 */
export function ValidateDevicePage() {
  const texts = useTexts();
  const { cart, errors } = useStorefront();
  const { services } = useTradeInDeps();
  const { dispatch, store } = useTradeIn();
  const go = useGo();
  const hydrated = useHydrated();
  const search = useSearch({ strict: false }) as { device?: string; line?: string };
  // What the trade-in is for comes with its way in; a visit without one keeps what it had.
  useEffect(() => {
    if (search.device || search.line)
      store.keepFor({
        ...(search.device ? { deviceId: search.device } : {}),
        ...(search.line ? { lineId: search.line } : {}),
      });
  }, [search.device, search.line, store]);
  const devices = useLoad(() => services.devices(), []);
  const [imei, setImei] = useState('');
  const [imeiError, setImeiError] = useState<string>();
  const [choice, setChoice] = useState({ make: '', model: '', storage: '' });
  const [choiceErrors, setChoiceErrors] = useState<{ make?: string; model?: string; storage?: string }>({});
  const [busy, setBusy] = useState<'imei' | 'model'>();
  const { refusal, refuse, clear } = useRefusal();
  const makes = devices.status === 'ready' ? devices.value : [];
  const models = makes.find((m) => m.make === choice.make)?.models ?? [];
  const sizes = models.find((m) => m.model === choice.model)?.storage ?? [];
  const validate = async (phone: PhoneQuery, by: 'imei' | 'model') => {
    setBusy(by);
    clear();
    try {
      const found = await services.validate(phone);
      // A trade-in for a cart line is a step of that line until it is completed (add-step): the services can steer
      // the customer back to it from another visit (spokeJourney TRADE_IN, spec 3.7).
      // Recorded before the phone is taken (which moves the trade-in on), so leaving right after does not lose it;
      // a failure only loses the reminder.
      const lineId = store.readFor().lineId;
      if (lineId)
        await cart.addStep(TRADE_IN_STEP_GROUP, lineId, 'validateDevice').catch((e: unknown) => errors.report(e));
      dispatch({
        type: 'validated',
        tradeInId: found.tradeInId,
        device: {
          make: found.make,
          model: found.model,
          storageGb: found.storageGb,
          goodValue: Math.round(found.goodValue * 100),
        },
      });
      go(TRADE_IN_PATHS.deviceDetails);
    } catch (error) {
      if (refuse(error) === 'DEVICE_BLACKLISTED' || serviceErrorId(error) === 'DEVICE_FINANCED')
        dispatch({ type: 'refused' });
      setBusy(undefined);
    }
  };
  const byImei = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkImei(imei);
    setImeiError(checked.ok ? undefined : texts.imeiErrors[checked.error]);
    if (checked.ok) void validate({ imei: checked.imei }, 'imei');
  };
  const byModel = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(choice.make ? {} : { make: texts.makeError }),
      ...(choice.model ? {} : { model: texts.modelError }),
      ...(choice.storage ? {} : { storage: texts.storageError }),
    };
    setChoiceErrors(found);
    if (Object.keys(found).length === 0)
      void validate({ make: choice.make, model: choice.model, storageGb: Number(choice.storage) }, 'model');
  };
  return (
    <TradeInPage title={texts.validateTitle}>
      <p className={intro}>{texts.validateIntro}</p>
      {refusal ? <Alert tone="error">{refusal}</Alert> : null}
      <form onSubmit={byImei} noValidate className={formWidth} aria-labelledby="tradein-imei">
        <Stack space="md">
          <h2 id="tradein-imei">{texts.byImei}</h2>
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
            {...(imeiError ? { error: imeiError } : {})}
          />
          <div>
            <Button type="submit" loading={busy === 'imei'} disabled={!hydrated}>
              {busy === 'imei' ? texts.checking : texts.checkImei}
            </Button>
          </div>
        </Stack>
      </form>
      <form onSubmit={byModel} noValidate className={formWidth} aria-labelledby="tradein-model">
        <Stack space="md">
          <h2 id="tradein-model">{texts.byModel}</h2>
          {devices.status === 'loading' ? <Skeleton height="8rem" /> : null}
          {devices.status === 'failed' ? <LoadFailed message={texts.devicesFailed} retry={devices.retry} /> : null}
          {devices.status === 'ready' ? (
            <>
              <Select
                label={texts.make}
                placeholder={texts.chooseMake}
                value={choice.make}
                options={makes.map((m) => ({ value: m.make, label: m.make }))}
                onChange={(make) => setChoice({ make, model: '', storage: '' })}
                {...(choiceErrors.make ? { error: choiceErrors.make } : {})}
              />
              <Select
                label={texts.model}
                placeholder={texts.chooseModel}
                value={choice.model}
                options={models.map((m) => ({ value: m.model, label: m.model }))}
                onChange={(model) => setChoice({ ...choice, model, storage: '' })}
                {...(choiceErrors.model ? { error: choiceErrors.model } : {})}
              />
              <Select
                label={texts.storage}
                placeholder={texts.chooseStorage}
                value={choice.storage}
                options={sizes.map((gb) => ({ value: String(gb), label: texts.gb(gb) }))}
                onChange={(storage) => setChoice({ ...choice, storage })}
                {...(choiceErrors.storage ? { error: choiceErrors.storage } : {})}
              />
              <div>
                <Button type="submit" variant="secondary" loading={busy === 'model'} disabled={!hydrated}>
                  {busy === 'model' ? texts.checking : texts.checkModel}
                </Button>
              </div>
            </>
          ) : null}
        </Stack>
      </form>
    </TradeInPage>
  );
}

/** Trade-in device details: the phone as the service recognised it, and what it is worth at best. */
export function DeviceDetailsPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { state, dispatch } = useTradeIn();
  useStepGuard(state, 'condition');
  const go = useGo();
  const device = state.device;
  return (
    <TradeInPage title={texts.detailsTitle}>
      {device ? (
        <Stack space="md">
          <p className={bigFigure}>
            {device.make} {device.model}
          </p>
          <p className={mutedText}>{texts.gb(device.storageGb)}</p>
          <p>{texts.worthUpTo(formatMoney(device.goodValue / 100, site.language))}</p>
          <div className={actionRow}>
            <Button onClick={() => go(TRADE_IN_PATHS.deviceCondition)}>{texts.continue}</Button>
            <Button
              variant="secondary"
              onClick={() => {
                dispatch({ type: 'restart' });
                go(TRADE_IN_PATHS.validateDevice);
              }}
            >
              {texts.notYourPhone}
            </Button>
          </div>
        </Stack>
      ) : null}
    </TradeInPage>
  );
}

const QUESTIONS = ['powersOn', 'screenCracked', 'liquidDamage', 'findMyOff'] as const;
type Question = (typeof QUESTIONS)[number];

/** Trade-in device condition: four yes-or-no questions; the appraisal follows from the answers. */
export function DeviceConditionPage() {
  const texts = useTexts();
  const { services } = useTradeInDeps();
  const { state, dispatch } = useTradeIn();
  useStepGuard(state, 'condition');
  const go = useGo();
  const [answers, setAnswers] = useState<Partial<Record<Question, 'yes' | 'no'>>>(() =>
    state.answers ? Object.fromEntries(QUESTIONS.map((q) => [q, state.answers?.[q] ? 'yes' : 'no'])) : {},
  );
  const [missing, setMissing] = useState<readonly Question[]>([]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const unanswered = QUESTIONS.filter((q) => !answers[q]);
    setMissing(unanswered);
    if (unanswered.length > 0 || !state.tradeInId) return;
    const given = Object.fromEntries(QUESTIONS.map((q) => [q, answers[q] === 'yes'])) as unknown as ConditionAnswers;
    setBusy(true);
    setFailed(false);
    try {
      // The service appraises too (it keeps the value); its refusals are the rules' own, said on the next page.
      await services.appraise(state.tradeInId, given).catch((error: unknown) => {
        const id = serviceErrorId(error);
        if (id !== 'FIND_MY_ON' && id !== 'NO_VALUE') throw error;
      });
      dispatch({ type: 'answered', answers: given });
      go(TRADE_IN_PATHS.appraiseDevice);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <TradeInPage title={texts.conditionTitle}>
      <p className={intro}>{texts.conditionIntro}</p>
      <form onSubmit={(e) => void submit(e)} noValidate className={formWidth}>
        <Stack space="lg">
          {failed ? <Alert tone="error">{texts.serviceDown}</Alert> : null}
          {QUESTIONS.map((q) => (
            <RadioGroup
              key={q}
              name={q}
              legend={texts.questions[q]}
              orientation="horizontal"
              value={answers[q] ?? ''}
              onChange={(value) => setAnswers({ ...answers, [q]: value as 'yes' | 'no' })}
              options={[
                { value: 'yes', label: texts.yes },
                { value: 'no', label: texts.no },
              ]}
              {...(missing.includes(q) && !answers[q] ? { error: texts.answerError } : {})}
            />
          ))}
          <div>
            <Button type="submit" loading={busy}>
              {texts.getValue}
            </Button>
          </div>
        </Stack>
      </form>
    </TradeInPage>
  );
}

/** appraiseDevice: the phone's grade and value, to accept; or why it has none, and how to answer again. */
export function AppraiseDevicePage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { state, dispatch } = useTradeIn();
  const withoutValue = state.problem === 'findMyOn' || state.problem === 'noValue';
  useStepGuard(state, 'appraisal', withoutValue);
  const go = useGo();
  const again = () => {
    dispatch({ type: 'restart' });
    go(TRADE_IN_PATHS.validateDevice);
  };
  return (
    <TradeInPage title={texts.appraiseTitle}>
      {state.problem === 'findMyOn' || state.problem === 'noValue' ? (
        <Stack space="md">
          <Alert tone="warning">{state.problem === 'findMyOn' ? texts.findMyOn : texts.noValue}</Alert>
          <div className={actionRow}>
            <Button
              onClick={() => {
                dispatch({ type: 'answerAgain' });
                go(TRADE_IN_PATHS.deviceCondition);
              }}
            >
              {texts.answerAgain}
            </Button>
            <Button variant="secondary" onClick={again}>
              {texts.startOver}
            </Button>
          </div>
        </Stack>
      ) : null}
      {state.value !== undefined && state.grade && state.device && !state.problem ? (
        <Stack space="md">
          <p className={mutedText}>
            {state.device.make} {state.device.model} · {texts.grades[state.grade]}
          </p>
          <p className={bigFigure}>{formatMoney(state.value / 100, site.language)}</p>
          <p>{texts.valueIs(formatMoney(state.value / 100, site.language))}</p>
          <div className={actionRow}>
            <Button
              onClick={() => {
                dispatch({ type: 'accepted' });
                go(TRADE_IN_PATHS.paymentOptions);
              }}
            >
              {texts.accept}
            </Button>
            <Link href={`${site.base}${TRADE_IN_PATHS.deviceCondition}`}>{texts.changeAnswers}</Link>
          </div>
        </Stack>
      ) : null}
    </TradeInPage>
  );
}
