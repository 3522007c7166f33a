import { cartItems } from '@carrier/analytics-tagger';
import { CartLockedError } from '@carrier/cart-lock';
import { checkImei } from '@carrier/checkout-rules';
import { Alert, Badge, Button, Link, RadioGroup, Select, Skeleton, Stack, TextField } from '@carrier/design-system';
import { deviceName, type ByodCheck, type EsimDetails, type SimKind } from '@carrier/service-contracts';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  actionLink,
  actionRow,
  formWidth,
  intro,
  LoadFailed,
  mutedText,
  serviceErrorId,
  useHydrated,
  useLoad,
  usePageName,
  useStorefront,
  JourneyPageFrame,
} from '@carrier/storefront/kit';
import { BYOD_PATHS } from './paths.js';
import { SHOP_PATHS } from '@carrier/journey-shop/paths';
import { readCheckedPhone } from './checked-phone.js';
import { useByod, type CheckedPhone } from './deps.js';
import type { PhoneQuery } from './services.js';
import { BYOD_STRINGS, type AddRefusal, type ByodStrings } from './strings/index.js';
import * as styles from './byod.css.js';

const useTexts = (): ByodStrings => BYOD_STRINGS[useStorefront().site.language];

/** A checked phone's name as people say it: `Samsung Galaxy S21`. */
export const phoneName = (check: ByodCheck) => deviceName({ maker: check.device.make, model: check.device.model });

/** A page of the journey: its heading, and what it shows. */
function ByodPage({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return <JourneyPageFrame title={title}>{children}</JourneyPageFrame>;
}

/** Checks a phone and keeps the answer, then shows it on dvm/deviceEligibility; a refusal is said by its id. */
function useCheckPhone() {
  const { services, phone } = useByod();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ readonly id: string | undefined }>();
  const run = async (query: PhoneQuery) => {
    setBusy(true);
    setRefusal(undefined);
    try {
      const check = await services.check(query);
      phone.keep({ check, ...('imei' in query ? { imei: query.imei } : {}) });
      await navigate({ to: BYOD_PATHS.deviceEligibility as never });
    } catch (error) {
      setRefusal({ id: serviceErrorId(error) });
      setBusy(false);
    }
  };
  return { run, busy, refusal };
}

/**
 * dvm/eligibility: does the customer's phone work on the network? Checked by its IMEI (which also says whether it
 * is locked to another carrier), or by its make and model.
 */
export function EligibilityPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { run, busy, refusal } = useCheckPhone();
  const [imei, setImei] = useState('');
  const [error, setError] = useState<string>();
  // Until the page's code runs, the form cannot be sent: the browser would put the IMEI in the address.
  const hydrated = useHydrated();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkImei(imei);
    setError(checked.ok ? undefined : checked.error === 'checksum' ? texts.imeiChecksum : texts.imeiError);
    if (checked.ok) void run({ imei: checked.imei });
  };
  const byModel = `${site.base}${BYOD_PATHS.selectMakeAndModel}`;
  return (
    <ByodPage title={texts.eligibilityTitle}>
      <p className={intro}>{texts.eligibilityIntro}</p>
      <form onSubmit={submit} noValidate className={formWidth}>
        <Stack space="md">
          {refusal ? (
            <Alert tone={refusal.id === 'IMEI_NOT_RECOGNISED' ? 'warning' : 'error'}>
              {refusal.id === 'IMEI_NOT_RECOGNISED'
                ? texts.notRecognised
                : refusal.id === 'IMEI_INVALID'
                  ? texts.imeiChecksum
                  : texts.checkFailed}{' '}
              {refusal.id === 'IMEI_NOT_RECOGNISED' ? <Link href={byModel}>{texts.chooseModel}</Link> : null}
            </Alert>
          ) : null}
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
              {busy ? texts.checking : texts.check}
            </Button>
          </div>
          <Link href={byModel}>{texts.noImei}</Link>
        </Stack>
      </form>
    </ByodPage>
  );
}

/** selectMakeAndModel: the customer's phone by its make and model, from the phones the service knows. */
export function SelectMakeAndModelPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { services } = useByod();
  const devices = useLoad(() => services.devices(), []);
  const { run, busy, refusal } = useCheckPhone();
  const [make, setMake] = useState('');
  const [model, setModel] = useState('');
  const [errors, setErrors] = useState<{ make?: string; model?: string }>({});
  const list = devices.status === 'ready' ? devices.value : [];
  const makes = [...new Set(list.map((d) => d.make))];
  const models = list.filter((d) => d.make === make);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { ...(make ? {} : { make: texts.makeError }), ...(model ? {} : { model: texts.modelError }) };
    setErrors(found);
    if (make && model) void run({ deviceId: model });
  };
  return (
    <ByodPage title={texts.selectTitle}>
      <p className={intro}>{texts.selectIntro}</p>
      {devices.status === 'loading' ? <Skeleton height="10rem" /> : null}
      {devices.status === 'failed' ? <LoadFailed message={texts.devicesFailed} retry={devices.retry} /> : null}
      {devices.status === 'ready' ? (
        <form onSubmit={submit} noValidate className={formWidth}>
          <Stack space="md">
            {refusal ? <Alert tone="error">{texts.checkFailed}</Alert> : null}
            <Select
              label={texts.make}
              value={make}
              placeholder={texts.chooseMake}
              options={makes.map((m) => ({ value: m, label: m }))}
              onChange={(value) => {
                setMake(value);
                setModel('');
              }}
              {...(errors.make ? { error: errors.make } : {})}
            />
            <Select
              label={texts.model}
              value={model}
              placeholder={texts.chooseModel}
              options={models.map((d) => ({ value: d.id, label: d.model }))}
              onChange={setModel}
              disabled={!make}
              {...(errors.model ? { error: errors.model } : {})}
            />
            <div>
              <Button type="submit" loading={busy}>
                {busy ? texts.checking : texts.check}
              </Button>
            </div>
            <Link href={`${site.base}${BYOD_PATHS.eligibility}`}>{texts.useImei}</Link>
          </Stack>
        </form>
      ) : null}
    </ByodPage>
  );
}

/** The eSIM details of a phone, asked once per page (spec 7.3 GET_ESIM_DEVICE_DETAILS). */
type EsimState =
  { readonly status: 'idle' | 'loading' | 'failed' } | { readonly status: 'ready'; readonly details: EsimDetails };
type EsimAction =
  | { readonly type: 'GET_ESIM_DEVICE_DETAILS' }
  | { readonly type: 'ESIM_DEVICE_DETAILS'; readonly details: EsimDetails }
  | { readonly type: 'ESIM_DEVICE_DETAILS_FAILED' };

/** The eSIM details' reducer: the action GET_ESIM_DEVICE_DETAILS starts the one call, whose answer it keeps. */
export function esimReducer(state: EsimState, action: EsimAction): EsimState {
  switch (action.type) {
    case 'GET_ESIM_DEVICE_DETAILS':
      return state.status === 'idle' ? { status: 'loading' } : state;
    case 'ESIM_DEVICE_DETAILS':
      return { status: 'ready', details: action.details };
    case 'ESIM_DEVICE_DETAILS_FAILED':
      return { status: 'failed' };
  }
}

/** Dispatches GET_ESIM_DEVICE_DETAILS once for the checked phone (when it may take an eSIM) and answers its state. */
function useEsimDetails(phone: CheckedPhone | undefined): EsimState {
  const { services } = useByod();
  const [state, dispatch] = useReducer(esimReducer, { status: 'idle' });
  const asked = useRef(false);
  const esim = phone?.check.device.sims.includes('ESIM') && phone.check.verdict !== 'INCOMPATIBLE';
  useEffect(() => {
    if (!phone || !esim || asked.current) return;
    asked.current = true;
    dispatch({ type: 'GET_ESIM_DEVICE_DETAILS' });
    services
      .esimDetails(phone.imei ? { imei: phone.imei } : { deviceId: phone.check.device.id })
      .then((details) => dispatch({ type: 'ESIM_DEVICE_DETAILS', details }))
      .catch(() => dispatch({ type: 'ESIM_DEVICE_DETAILS_FAILED' }));
  }, [phone, esim, services]);
  return state;
}

/** What a verdict lets the customer do: get a SIM, check again, or choose a new phone. */
function NextSteps({ check }: { readonly check: ByodCheck }) {
  const texts = useTexts();
  const { site } = useStorefront();
  const works = check.verdict === 'COMPATIBLE' || check.verdict === 'ESIM_ONLY';
  return (
    <div className={actionRow}>
      {works ? (
        <a className={actionLink} href={`${site.base}${BYOD_PATHS.buySim}`}>
          {texts.getSim}
        </a>
      ) : null}
      {check.verdict === 'LOCKED' ? (
        <Link href={`${site.base}${BYOD_PATHS.eligibility}`} variant="standalone">
          {texts.checkAgain}
        </Link>
      ) : null}
      {!works ? (
        <Link href={`${site.base}${SHOP_PATHS.gridwall}`} variant="standalone">
          {texts.shopPhones}
        </Link>
      ) : null}
    </div>
  );
}

/** dvm/deviceEligibility: whether the checked phone works, the SIMs it takes, its eSIM details, and what next. */
export function DeviceEligibilityPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { phone: kept } = useByod();
  const [phone] = useState(() => readCheckedPhone(kept.read()));
  const esim = useEsimDetails(phone);
  if (!phone)
    return (
      <ByodPage title={texts.resultTitle}>
        <Alert tone="info">
          {texts.nothingChecked} <Link href={`${site.base}${BYOD_PATHS.eligibility}`}>{texts.check}</Link>
        </Alert>
      </ByodPage>
    );
  const { check } = phone;
  const name = phoneName(check);
  const works = check.verdict === 'COMPATIBLE' || check.verdict === 'ESIM_ONLY';
  return (
    <ByodPage title={texts.resultTitle}>
      <Alert tone={works ? 'success' : check.verdict === 'LOCKED' ? 'warning' : 'error'}>
        {check.verdict === 'COMPATIBLE'
          ? texts.works(name)
          : check.verdict === 'ESIM_ONLY'
            ? texts.worksEsim(name)
            : check.verdict === 'LOCKED'
              ? texts.locked(name)
              : texts.incompatible(name)}
      </Alert>
      {check.verdict === 'LOCKED' ? <p>{texts.lockedHow}</p> : null}
      {check.verdict === 'INCOMPATIBLE' ? <p>{texts.incompatibleHow}</p> : null}
      {works ? (
        <Stack space="sm">
          <p>
            {texts.takes} {check.device.sims.map((sim) => texts.sims[sim]).join(' · ')}
          </p>
          {esim.status === 'ready' && esim.details.esimCapable ? (
            <div className={styles.esim}>
              <Badge tone="success">{texts.esimReady}</Badge>
              {esim.details.eid ? <span className={mutedText}>{texts.eid(esim.details.eid.slice(-4))}</span> : null}
            </div>
          ) : null}
          {!check.lockChecked ? <p className={mutedText}>{texts.unlockNote}</p> : null}
        </Stack>
      ) : null}
      <NextSteps check={check} />
    </ByodPage>
  );
}

/**
 * buysim: a free SIM card or eSIM for the checked phone, as a new line in the cart; the customer chooses its plan
 * next. A phone that was not checked, or does not work, is sent to check it first.
 */
export function BuySimPage() {
  const texts = useTexts();
  const { site, cart, cartOpener, analytics, currentHref, errors } = useStorefront();
  const pageName = usePageName();
  const navigate = useNavigate();
  const { phone: kept } = useByod();
  const [phone] = useState(() => readCheckedPhone(kept.read()));
  const sims: readonly SimKind[] = phone?.check.device.sims ?? [];
  const [sim, setSim] = useState<SimKind | ''>(sims.length === 1 ? (sims[0] ?? '') : '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const works = phone && (phone.check.verdict === 'COMPATIBLE' || phone.check.verdict === 'ESIM_ONLY');
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!phone || !sim) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const updated = await cart.addByod(
        { deviceId: phone.check.device.id, ...(phone.imei ? { imei: phone.imei } : {}), sim },
        pageName,
      );
      const line = updated.lineDetails.lineInfo.at(-1);
      const opened = cartOpener.added(phoneName(phone.check)) === 'opened';
      analytics.addToCart(
        cartItems(updated, 'add', currentHref()).filter((item) => item.group === line?.lineId),
        { beforeNavigation: true, openedCart: opened },
      );
      // The line needs its plan next.
      await navigate({ to: SHOP_PATHS.plans as never, search: (line ? { line: line.lineId } : {}) as never });
    } catch (error) {
      if (!(error instanceof CartLockedError)) {
        errors.handleServiceError(error);
        const id = serviceErrorId(error);
        setProblem(id && id in texts.addRefused ? texts.addRefused[id as AddRefusal] : texts.addFailed);
      }
      setBusy(false);
    }
  };
  if (!phone || !works)
    return (
      <ByodPage title={texts.buySimTitle}>
        <Alert tone="info">
          {texts.nothingChecked} <Link href={`${site.base}${BYOD_PATHS.eligibility}`}>{texts.check}</Link>
        </Alert>
      </ByodPage>
    );
  return (
    <ByodPage title={texts.buySimTitle}>
      <p className={intro}>{texts.buySimIntro(phoneName(phone.check))}</p>
      <form onSubmit={(event) => void add(event)} noValidate className={formWidth}>
        <Stack space="md">
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <RadioGroup
            legend={texts.simLegend}
            name="sim"
            value={sim}
            onChange={(value) => setSim(value === 'ESIM' ? 'ESIM' : 'PSIM')}
            options={sims.map((kind) => ({
              value: kind,
              label: texts.simOptions[kind].label,
              description: texts.simOptions[kind].description,
            }))}
          />
          <div>
            <Button type="submit" loading={busy} disabled={!sim || busy}>
              {busy ? texts.adding : texts.addToCart}
            </Button>
          </div>
        </Stack>
      </form>
    </ByodPage>
  );
}
