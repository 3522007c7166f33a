import {
  Alert,
  Button,
  Checkbox,
  Link,
  RadioGroup,
  Skeleton,
  Stack,
  TextField,
  formatMoney,
} from '@carrier/design-system';
import { checkEmail, checkZip } from '@carrier/checkout-rules';
import type { TradeInCreditOption, TradeInStore } from '@carrier/service-contracts';
import type { CreditKind } from '@carrier/trade-in-rules';
import { useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import {
  actionRow,
  bigFigure,
  card,
  cardList,
  cardTitle,
  factList,
  formatDay,
  formWidth,
  intro,
  LoadFailed,
  mutedText,
  phoneTradeIns,
  serviceErrorId,
  useAgreeToContinue,
  useGo,
  useLoad,
  useStorefront,
  ZipCodeForm,
} from '@carrier/storefront/kit';
import { CART_PATHS } from '@carrier/journey-cart/paths';
import { SHOP_PATHS, productPath } from '@carrier/journey-shop/paths';
import { TRADE_IN_PATHS } from './paths.js';
import { useTradeInDeps } from './deps.js';
import { TradeInPage, useStepGuard, useTexts, useTradeIn } from './frame.js';
import type { TradeInStrings } from './strings/index.js';

/** An amount in dollars in the site's language. */
function useMoney() {
  const { site } = useStorefront();
  return (dollars: number) => formatMoney(dollars, site.language);
}

/** A credit option in words: its name and what it comes to. */
function creditWords(option: TradeInCreditOption, texts: TradeInStrings, money: (n: number) => string) {
  const description =
    option.kind === 'promo'
      ? texts.creditDescription.promo(money(option.total), money(option.monthly ?? 0), option.months ?? 36)
      : texts.creditDescription[option.kind](money(option.total));
  return { label: texts.credit[option.kind] ?? option.kind, description };
}

/** The credit options of this trade-in, for the phone it goes with. */
function useCreditOptions() {
  const { services } = useTradeInDeps();
  const { state, store } = useTradeIn();
  const forWhat = store.readFor();
  return useLoad(
    () => services.creditOptions(state.tradeInId ?? '', forWhat.deviceId),
    [state.tradeInId, forWhat.deviceId],
  );
}

/** paymentOptions: how the customer takes the value: instant credit, a promotion with the new phone, a prepaid card. */
export function PaymentOptionsPage() {
  const texts = useTexts();
  const money = useMoney();
  const { state, dispatch } = useTradeIn();
  useStepGuard(state, 'credit');
  const go = useGo();
  const options = useCreditOptions();
  const [chosen, setChosen] = useState<string>(state.credit ?? '');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError(texts.creditError);
      return;
    }
    dispatch({ type: 'creditChosen', credit: chosen as CreditKind });
    go(chosen === 'instant' ? TRADE_IN_PATHS.instantCredit : TRADE_IN_PATHS.shippingOptions);
  };
  return (
    <TradeInPage title={texts.creditTitle}>
      {options.status === 'loading' ? <Skeleton height="10rem" /> : null}
      {options.status === 'failed' ? <LoadFailed message={texts.serviceDown} retry={options.retry} /> : null}
      {options.status === 'ready' ? (
        <form onSubmit={submit} noValidate className={formWidth}>
          <Stack space="md">
            <RadioGroup
              legend={texts.creditLegend}
              name="credit"
              value={chosen}
              onChange={(value) => {
                setChosen(value);
                setError(undefined);
              }}
              options={options.value.map((option) => ({ value: option.kind, ...creditWords(option, texts, money) }))}
              {...(error ? { error } : {})}
            />
            <div>
              <Button type="submit">{texts.continue}</Button>
            </div>
          </Stack>
        </form>
      ) : null}
    </TradeInPage>
  );
}

/** Trade-in instant credit: what the instant credit is and when it comes. */
export function InstantCreditPage() {
  const texts = useTexts();
  const money = useMoney();
  const { state } = useTradeIn();
  useStepGuard(state, 'return');
  const go = useGo();
  return (
    <TradeInPage title={texts.instantTitle}>
      {state.value !== undefined ? <p className={bigFigure}>{money(state.value / 100)}</p> : null}
      {state.value !== undefined ? <p className={intro}>{texts.instantBody(money(state.value / 100))}</p> : null}
      <div>
        <Button onClick={() => go(TRADE_IN_PATHS.shippingOptions)}>{texts.continue}</Button>
      </div>
    </TradeInPage>
  );
}

/** shippingOptions: a free prepaid label, or a store to drop the phone off at. */
export function ShippingOptionsPage() {
  const texts = useTexts();
  const { state, dispatch } = useTradeIn();
  useStepGuard(state, 'return');
  const go = useGo();
  const [chosen, setChosen] = useState<string>(state.returnMethod?.kind ?? '');
  const [error, setError] = useState<string>();
  // Where the prepaid label goes: asked before the customer is told it is emailed.
  const [email, setEmail] = useState(state.returnMethod?.kind === 'ship' ? (state.returnMethod.email ?? '') : '');
  const [emailError, setEmailError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === 'ship') {
      const checked = checkEmail(email);
      if (!checked.ok) return setEmailError(texts.labelEmailError);
      dispatch({ type: 'returnChosen', method: { kind: 'ship', email: checked.value } });
      go(TRADE_IN_PATHS.reviewDocuments);
    } else if (chosen === 'dropOff') go(TRADE_IN_PATHS.dropOffStores);
    else setError(texts.returnError);
  };
  return (
    <TradeInPage title={texts.shippingTitle}>
      <form onSubmit={submit} noValidate className={formWidth}>
        <Stack space="md">
          <RadioGroup
            legend={texts.returnLegend}
            name="return"
            value={chosen}
            onChange={(value) => {
              setChosen(value);
              setError(undefined);
            }}
            options={[
              { value: 'ship', label: texts.shipLabel, description: texts.shipDescription },
              { value: 'dropOff', label: texts.dropOffLabel, description: texts.dropOffDescription },
            ]}
            {...(error ? { error } : {})}
          />
          {chosen === 'ship' ? (
            <TextField
              label={texts.labelEmail}
              helperText={texts.labelEmailHelp}
              type="email"
              autoComplete="email"
              maxLength={254}
              value={email}
              onChange={(value) => {
                setEmail(value);
                setEmailError(undefined);
              }}
              {...(emailError ? { error: emailError } : {})}
            />
          ) : null}
          <div>
            <Button type="submit">{texts.continue}</Button>
          </div>
        </Stack>
      </form>
    </TradeInPage>
  );
}

/** dropOffStores: the stores that take trade-ins near a ZIP code, to choose one. */
export function DropOffStoresPage() {
  const texts = useTexts();
  const { services } = useTradeInDeps();
  const { state, dispatch } = useTradeIn();
  useStepGuard(state, 'return');
  const go = useGo();
  const [zip, setZip] = useState('');
  const [zipError, setZipError] = useState<string>();
  const [stores, setStores] = useState<readonly TradeInStore[]>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState('');
  const [storeError, setStoreError] = useState<string>();
  const find = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkZip(zip);
    const five = checked.ok ? checked.value.slice(0, 5) : undefined;
    setZipError(five ? undefined : texts.zipError);
    if (!five) return;
    setBusy(true);
    setFailed(false);
    try {
      setStores(await services.dropOffStores(five));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const choose = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setStoreError(texts.storeError);
      return;
    }
    dispatch({ type: 'returnChosen', method: { kind: 'dropOff', storeId: chosen } });
    go(TRADE_IN_PATHS.reviewDocuments);
  };
  return (
    <TradeInPage title={texts.storesTitle}>
      <ZipCodeForm
        label={texts.zip}
        value={zip}
        onChange={setZip}
        error={zipError}
        submit={texts.findStores}
        busy={busy}
        secondary
        maxLength={10}
        onSubmit={(e) => void find(e)}
      >
        {failed ? <Alert tone="error">{texts.serviceDown}</Alert> : null}
      </ZipCodeForm>
      {stores ? (
        <form onSubmit={choose} noValidate className={formWidth}>
          <Stack space="md">
            <RadioGroup
              legend={texts.storesLegend}
              name="store"
              value={chosen}
              onChange={(value) => {
                setChosen(value);
                setStoreError(undefined);
              }}
              options={stores.map((s) => ({
                value: s.storeId,
                label: s.name,
                description: `${s.address} · ${texts.miles(s.distanceMiles)}`,
              }))}
              {...(storeError ? { error: storeError } : {})}
            />
            <div>
              <Button type="submit">{texts.continue}</Button>
            </div>
          </Stack>
        </form>
      ) : null}
    </TradeInPage>
  );
}

/** reviewDocuments: how to prepare the phone, how it is inspected, and when the credit comes. */
export function ReviewDocumentsPage() {
  const texts = useTexts();
  const { services } = useTradeInDeps();
  const { state, dispatch } = useTradeIn();
  useStepGuard(state, 'documents');
  const go = useGo();
  const documents = useLoad(() => services.documents(), []);
  return (
    <TradeInPage title={texts.documentsTitle}>
      {documents.status === 'loading' ? <Skeleton height="12rem" /> : null}
      {documents.status === 'failed' ? <LoadFailed message={texts.documentsFailed} retry={documents.retry} /> : null}
      {documents.status === 'ready' ? (
        <Stack space="lg">
          <ul className={cardList}>
            {documents.value.documents.map((doc) => (
              <li key={doc.id} className={card}>
                <h2 className={cardTitle}>{doc.title}</h2>
                {doc.body.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </li>
            ))}
          </ul>
          <div>
            <Button
              onClick={() => {
                dispatch({ type: 'documentsReviewed' });
                go(TRADE_IN_PATHS.termsAndCondition);
              }}
            >
              {texts.documentsRead}
            </Button>
          </div>
        </Stack>
      ) : null}
    </TradeInPage>
  );
}

/** termsAndCondition: the trade-in terms, to agree to. */
export function TermsPage() {
  const texts = useTexts();
  const { services } = useTradeInDeps();
  const { state, dispatch } = useTradeIn();
  useStepGuard(state, 'terms');
  const go = useGo();
  const documents = useLoad(() => services.documents(), []);
  const agreement = useAgreeToContinue(texts.termsError);
  const terms = documents.status === 'ready' ? documents.value.terms : undefined;
  return (
    <TradeInPage title={terms?.title ?? texts.termsAgree}>
      {documents.status === 'loading' ? <Skeleton height="10rem" /> : null}
      {documents.status === 'failed' ? <LoadFailed message={texts.documentsFailed} retry={documents.retry} /> : null}
      {terms ? (
        <Stack space="md">
          <ol>
            {terms.body.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
          <Checkbox label={texts.termsAgree} {...agreement.checkbox} />
          <div>
            <Button
              onClick={() => {
                if (!agreement.confirm()) return;
                dispatch({ type: 'termsAccepted' });
                go(TRADE_IN_PATHS.completeTradein);
              }}
            >
              {texts.continue}
            </Button>
          </div>
        </Stack>
      ) : null}
    </TradeInPage>
  );
}

/**
 * completeTradein: the trade-in in full, and "Complete trade-in" with one idempotency key; a trade-in for a cart line
 * is added to that line.
 */
export function CompleteTradeInPage() {
  const texts = useTexts();
  const money = useMoney();
  const { site, cart } = useStorefront();
  const { services, storage } = useTradeInDeps();
  const { state, dispatch, store } = useTradeIn();
  useStepGuard(state, 'complete');
  const go = useGo();
  const options = useCreditOptions();
  const documents = useLoad(() => services.documents(), []);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const credit = options.status === 'ready' ? options.value.find((o) => o.kind === state.credit) : undefined;
  const forWhat = store.readFor();
  const complete = async () => {
    if (!state.tradeInId || !state.credit || !state.returnMethod || documents.status !== 'ready') return;
    const completing = dispatch({ type: 'complete', key: crypto.randomUUID() });
    if (!completing.completeKey) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const done = await services.complete(
        {
          tradeInId: state.tradeInId,
          credit: state.credit,
          returnMethod: state.returnMethod,
          ...(forWhat.deviceId ? { deviceId: forWhat.deviceId } : {}),
          documentsReviewed: true,
          termsVersion: documents.value.terms.version,
        },
        completing.completeKey,
      );
      dispatch({ type: 'completed', tradeInNumber: done.tradeInNumber });
      // A trade-in for a cart line goes on that line; one for a phone not in the cart yet comes with it when added.
      let onLine = true;
      if (forWhat.lineId)
        onLine = await cart
          .saveLine({ lineId: forWhat.lineId, tradeIn: { tradeInNumber: done.tradeInNumber } }, 'completeTradein')
          .then(
            () => true,
            () => false,
          );
      else if (forWhat.deviceId)
        phoneTradeIns(storage).keep({
          tradeInNumber: done.tradeInNumber,
          deviceId: forWhat.deviceId,
          make: done.make,
          model: done.model,
          credit: done.credit,
        });
      go(TRADE_IN_PATHS.orderConfirmation, {
        tradeInNumber: done.tradeInNumber,
        ...(onLine ? {} : { cart: 'failed' }),
      });
    } catch (error) {
      const id = serviceErrorId(error);
      setProblem(id === 'TERMS_CHANGED' ? texts.termsChanged : id ? texts.serviceDown : texts.completeUnknown);
      setBusy(false);
    }
  };
  const device = state.device;
  return (
    <TradeInPage title={texts.completeTitle}>
      {device && state.grade && state.value !== undefined ? (
        <Stack space="md">
          <dl className={factList}>
            <dt>{texts.phone}</dt>
            <dd>
              {device.make} {device.model} · {texts.gb(device.storageGb)}
            </dd>
            <dt>{texts.condition}</dt>
            <dd>{texts.grades[state.grade]}</dd>
            <dt>{texts.value}</dt>
            <dd>{money(state.value / 100)}</dd>
            <dt>{texts.creditLabel}</dt>
            <dd>{credit ? creditWords(credit, texts, money).description : '…'}</dd>
            <dt>{texts.sendBy}</dt>
            <dd>
              {state.returnMethod?.kind === 'dropOff'
                ? texts.dropOffLabel
                : state.returnMethod?.email
                  ? texts.shippingTo(state.returnMethod.email)
                  : texts.shipping}
            </dd>
          </dl>
          <Link href={`${site.base}${TRADE_IN_PATHS.paymentOptions}`}>{`${texts.change}: ${texts.creditLabel}`}</Link>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <div>
            <Button onClick={() => void complete()} loading={busy}>
              {busy ? texts.completing : texts.complete}
            </Button>
          </div>
        </Stack>
      ) : null}
    </TradeInPage>
  );
}

/** The trade-in's orderConfirmation: its number, how the phone goes back, and when the credit comes. */
export function TradeInConfirmationPage() {
  const texts = useTexts();
  const money = useMoney();
  const { site } = useStorefront();
  const { services } = useTradeInDeps();
  const { store } = useTradeIn();
  const { tradeInNumber = '', cart: cartOutcome } = useSearch({ strict: false }) as {
    tradeInNumber?: string;
    cart?: string;
  };
  const read = useLoad(
    () => (tradeInNumber ? services.read(tradeInNumber) : Promise.reject(new Error('no trade-in number'))),
    [tradeInNumber],
    { report: (e) => serviceErrorId(e) !== 'TRADE_IN_NOT_FOUND' && tradeInNumber !== '' },
  );
  const { lineId, deviceId } = store.readFor();
  return (
    <TradeInPage title={texts.confirmationTitle}>
      {read.status === 'loading' ? <Skeleton height="10rem" /> : null}
      {read.status === 'failed' ? <Alert tone="error">{texts.notFound}</Alert> : null}
      {read.status === 'ready' ? (
        <Stack space="md">
          <p className={bigFigure}>{texts.tradeInNumber(read.value.tradeInNumber)}</p>
          {cartOutcome === 'failed' ? <Alert tone="warning">{texts.notOnCart}</Alert> : null}
          <p className={mutedText}>
            {read.value.make} {read.value.model} · {texts.grades[read.value.grade]}
          </p>
          <p>{creditWords(read.value.credit, texts, money).description}</p>
          <p>{texts.creditWhen[read.value.credit.kind]}</p>
          {read.value.shippingLabel ? (
            <p>
              {read.value.shippingLabel.emailedTo
                ? texts.labelSentTo(
                    read.value.shippingLabel.trackingNumber,
                    read.value.shippingLabel.emailedTo,
                    formatDay(read.value.shippingLabel.sendBy, site.language),
                  )
                : texts.labelSent(
                    read.value.shippingLabel.trackingNumber,
                    formatDay(read.value.shippingLabel.sendBy, site.language),
                  )}
            </p>
          ) : null}
          {!lineId && !deviceId ? <p>{texts.attachLater}</p> : null}
          {read.value.dropOff ? <p>{texts.dropOffAt(read.value.dropOff.name, read.value.dropOff.address)}</p> : null}
          <div className={actionRow}>
            {lineId ? <Link href={`${site.base}${CART_PATHS.cart}`}>{texts.backToCart}</Link> : null}
            {!lineId && deviceId ? (
              <Link href={`${site.base}${productPath(deviceId)}`}>{texts.backToPhone}</Link>
            ) : null}
            <Link href={`${site.base}${SHOP_PATHS.gridwall}`}>{texts.keepShopping}</Link>
          </div>
        </Stack>
      ) : null}
    </TradeInPage>
  );
}
