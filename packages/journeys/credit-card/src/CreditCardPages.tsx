import { checkName, checkZip, cleanText } from '@carrier/checkout-rules';
import { Alert, Button, Checkbox, Link, Skeleton, Stack, TextField } from '@carrier/design-system';
import { safeRedirectUrl } from '@carrier/safety';
import type { CreditCardPrequalification } from '@carrier/service-contracts';
import { useEffect, useState, type FormEvent } from 'react';
import {
  actionRow,
  factList,
  formatDay,
  formWidth,
  intro,
  mutedText,
  serviceErrorId,
  useGo,
  useHydrated,
  useLoad,
  useStorefront,
} from '@carrier/storefront/kit';
import { CREDIT_CARD_PATHS } from './paths.js';
import { SHOP_PATHS } from '@carrier/journey-shop/paths';
import { readDetails, useCreditCardDeps } from './deps.js';
import { CreditCardPage, WithPrequalification, useMoney, usePercent, useTexts } from './frame.js';

type Field = 'firstName' | 'lastName' | 'line1' | 'zip' | 'annualIncome';

/** The page an answer belongs on: Maine's disclosure first when it is still to read, then the offer or the reasons. */
export function answerPath(answer: Pick<CreditCardPrequalification, 'decision' | 'stateDisclosure'>): string {
  if (answer.decision === 'ineligible') return CREDIT_CARD_PATHS.ineligible;
  return answer.stateDisclosure && !answer.stateDisclosure.acknowledged
    ? CREDIT_CARD_PATHS.maine
    : CREDIT_CARD_PATHS.eligible;
}

/** An income typed as whole dollars (`52000`, `52,000`, `$52,000`), or undefined for anything else. */
export function parseIncome(input: string): number | undefined {
  const text = cleanText(input)
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d{1,8}$/.test(text)) return undefined;
  const income = Number(text);
  return income <= 10_000_000 ? income : undefined;
}

/** creditcard/splash: what the card gives, and the pre-qualification form. */
export function SplashPage() {
  const texts = useTexts();
  const money = useMoney();
  const percent = usePercent();
  const { services, details } = useCreditCardDeps();
  const product = useProduct();
  const go = useGo();
  const hydrated = useHydrated();
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    firstName: '',
    lastName: '',
    line1: '',
    zip: '',
    ...readDetails(details.read()),
    annualIncome: '',
  }));
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field | 'consent', string>>>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const set = (name: Field) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const first = checkName(values.firstName);
    const last = checkName(values.lastName);
    const line1 = cleanText(values.line1);
    const zip = checkZip(values.zip);
    const income = parseIncome(values.annualIncome);
    const found = {
      ...(first.ok ? {} : { firstName: texts.firstNameError }),
      ...(last.ok ? {} : { lastName: texts.lastNameError }),
      ...(line1 && line1.length <= 80 ? {} : { line1: texts.line1Error }),
      ...(zip.ok ? {} : { zip: texts.zipError }),
      ...(income === undefined ? { annualIncome: texts.incomeError } : {}),
      ...(consent ? {} : { consent: texts.consentError }),
    };
    setErrors(found);
    if (!first.ok || !last.ok || !zip.ok || income === undefined || Object.keys(found).length > 0) return;
    setBusy(true);
    setFailed(false);
    // Kept for the visit: Back from the answer finds the form as it was sent, but for the income and the consent.
    details.write({ firstName: values.firstName, lastName: values.lastName, line1: values.line1, zip: values.zip });
    try {
      const answer = await services.prequalify({
        firstName: first.value,
        lastName: last.value,
        line1,
        zip: zip.value,
        annualIncome: income,
        consent: true,
      });
      go(answerPath(answer), { prequalId: answer.prequalId });
    } catch (error) {
      if (serviceErrorId(error) === 'ZIP_UNKNOWN') setErrors({ zip: texts.zipUnknown });
      else setFailed(true);
      setBusy(false);
    }
  };

  const field = (name: Field, autoComplete: string, extra: { inputMode?: 'numeric'; hint?: string } = {}) => (
    <TextField
      id={`field-${name}`}
      name={name}
      label={texts[name]}
      value={values[name]}
      onChange={set(name)}
      autoComplete={autoComplete}
      maxLength={name === 'line1' ? 80 : name === 'zip' ? 5 : 40}
      {...(extra.inputMode ? { inputMode: extra.inputMode } : {})}
      {...(extra.hint ? { helperText: extra.hint } : {})}
      {...(errors[name] ? { error: errors[name] } : {})}
    />
  );

  return (
    <CreditCardPage title={texts.splashTitle}>
      {/* As tall as the card's details drawn at a phone's width, so the form below does not move when they come. */}
      {product.status === 'loading' ? <Skeleton height="19.5rem" /> : null}
      {product.status === 'failed' ? <Alert tone="warning">{texts.productFailed}</Alert> : null}
      {product.status === 'ready' ? (
        <Stack space="md">
          <p className={intro}>{texts.splashIntro(money(product.value.billCredit))}</p>
          <Stack as="ul" space="xs">
            <li>{texts.billCredit(money(product.value.billCredit))}</li>
            {product.value.rewards.map((reward) => (
              <li key={reward.percent}>{texts.reward(reward.percent, reward.where)}</li>
            ))}
            {product.value.annualFee === 0 ? <li>{texts.noAnnualFee}</li> : null}
            <li>{texts.aprRange(percent(product.value.apr.low), percent(product.value.apr.high))}</li>
          </Stack>
          <p className={mutedText}>{texts.issuedBy(product.value.issuer)}</p>
        </Stack>
      ) : null}
      <section aria-labelledby="prequalify-title">
        <Stack space="md">
          <h2 id="prequalify-title">{texts.prequalifyTitle}</h2>
          <p className={mutedText}>{texts.prequalifyIntro}</p>
          <form onSubmit={(e) => void submit(e)} noValidate className={formWidth}>
            <Stack space="md">
              {failed ? <Alert tone="error">{texts.serviceDown}</Alert> : null}
              {field('firstName', 'given-name')}
              {field('lastName', 'family-name')}
              {field('line1', 'address-line1')}
              {field('zip', 'postal-code', { inputMode: 'numeric' })}
              {field('annualIncome', 'off', { inputMode: 'numeric', hint: texts.incomeHint })}
              <Checkbox
                label={texts.consent}
                checked={consent}
                onChange={(checked) => {
                  setConsent(checked);
                  if (checked) setErrors(({ consent: _done, ...rest }) => rest);
                }}
                {...(errors.consent ? { error: errors.consent } : {})}
              />
              <div>
                <Button type="submit" loading={busy} disabled={!hydrated}>
                  {busy ? texts.checking : texts.check}
                </Button>
              </div>
            </Stack>
          </form>
        </Stack>
      </section>
    </CreditCardPage>
  );
}

/** The card (read once a visit: the deps keep it). */
function useProduct() {
  const { services } = useCreditCardDeps();
  return useLoad(() => services.product(), [], { report: () => false });
}

/** Sends an answer that belongs on another page there, once, when the page opens. */
function useElsewhere(path: string | undefined, prequalId: string) {
  const go = useGo();
  useEffect(() => {
    if (path) go(path, { prequalId });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- decided once, when the page opens
  }, []);
}

/** creditcard/eligible: the offer, and the way to the issuer's application. */
export function EligiblePage() {
  const texts = useTexts();
  return (
    <CreditCardPage title={texts.eligibleTitle}>
      <WithPrequalification>{(answer) => <Offer answer={answer} />}</WithPrequalification>
    </CreditCardPage>
  );
}

function Offer({ answer }: { readonly answer: CreditCardPrequalification }) {
  const texts = useTexts();
  const money = useMoney();
  const percent = usePercent();
  const { site } = useStorefront();
  const product = useProduct();
  // An answer that belongs on another page (no offer, or Maine's disclosure still to read) goes there.
  const belongs = answerPath(answer);
  useElsewhere(belongs === CREDIT_CARD_PATHS.eligible ? undefined : belongs, answer.prequalId);
  const offer = answer.offer;
  if (!offer) return null;
  const card = product.status === 'ready' ? product.value.name : texts.splashTitle;
  return (
    <Stack space="md">
      <p className={intro}>{texts.eligibleIntro(card)}</p>
      <dl className={factList}>
        <dt>{texts.creditLine}</dt>
        <dd>{money(offer.creditLine)}</dd>
        <dt>{texts.apr}</dt>
        <dd>{texts.aprValue(percent(offer.apr))}</dd>
        <dt>{texts.annualFee}</dt>
        <dd>{texts.none}</dd>
        <dt>{texts.expiresOn}</dt>
        <dd>{formatDay(offer.expiresOn, site.language)}</dd>
      </dl>
      <p className={mutedText}>{texts.notAGuarantee}</p>
      <div className={actionRow}>
        <Link variant="standalone" href={`${site.base}${CREDIT_CARD_PATHS.interstitial}?prequalId=${answer.prequalId}`}>
          {texts.applyNow}
        </Link>
      </div>
    </Stack>
  );
}

/** creditcard/ineligible: no offer today, and why (the adverse-action reasons), with what to do next. */
export function IneligiblePage() {
  const texts = useTexts();
  const { site } = useStorefront();
  return (
    <CreditCardPage title={texts.ineligibleTitle}>
      <WithPrequalification>
        {(answer) => (
          <Stack space="md">
            <p className={intro}>{texts.ineligibleIntro}</p>
            <Stack as="ul" space="xs">
              {answer.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </Stack>
            <div className={actionRow}>
              <Link variant="standalone" href={`${site.base}${CREDIT_CARD_PATHS.splash}`}>
                {texts.tryAgain}
              </Link>
              <Link variant="standalone" href={`${site.base}${SHOP_PATHS.gridwall}`}>
                {texts.shopPhones}
              </Link>
            </div>
          </Stack>
        )}
      </WithPrequalification>
    </CreditCardPage>
  );
}

/** creditcard/maine: Maine's own disclosure, read before a Maine resident's offer. */
export function MainePage() {
  const texts = useTexts();
  return (
    <CreditCardPage title={texts.maineTitle}>
      <WithPrequalification>{(answer) => <MaineDisclosure answer={answer} />}</WithPrequalification>
    </CreditCardPage>
  );
}

function MaineDisclosure({ answer }: { readonly answer: CreditCardPrequalification }) {
  const texts = useTexts();
  const { services } = useCreditCardDeps();
  const go = useGo();
  const [read, setRead] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const disclosure = answer.stateDisclosure;
  // Nothing to read here (another state, or no offer): the answer's own page.
  useElsewhere(disclosure ? undefined : answerPath(answer), answer.prequalId);
  if (!disclosure) return null;
  const submit = async () => {
    if (!read) return setProblem(texts.maineError);
    setBusy(true);
    setProblem(undefined);
    try {
      await services.acknowledge(answer.prequalId, disclosure.version);
      go(CREDIT_CARD_PATHS.eligible, { prequalId: answer.prequalId });
    } catch (error) {
      setProblem(serviceErrorId(error) === 'DISCLOSURE_CHANGED' ? texts.maineChanged : texts.serviceDown);
      setBusy(false);
    }
  };
  return (
    <Stack space="md">
      <p className={intro}>{texts.maineIntro}</p>
      <section aria-labelledby="disclosure-title">
        <Stack space="sm">
          <h2 id="disclosure-title">{disclosure.title}</h2>
          {disclosure.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Stack>
      </section>
      <Checkbox
        label={texts.maineRead}
        checked={read}
        onChange={(checked) => {
          setRead(checked);
          if (checked) setProblem(undefined);
        }}
        {...(problem === texts.maineError ? { error: problem } : {})}
      />
      {problem && problem !== texts.maineError ? <Alert tone="error">{problem}</Alert> : null}
      <div>
        <Button onClick={() => void submit()} loading={busy}>
          {texts.continue}
        </Button>
      </div>
    </Stack>
  );
}

/**
 * creditcard/interstitial: the customer is about to leave the store for the issuer's application; the way there is
 * the service's, and is followed only to the store's own origin or an issuer origin the app allows.
 */
export function InterstitialPage() {
  const texts = useTexts();
  const { site, currentHref } = useStorefront();
  const { issuerOrigins } = useCreditCardDeps();
  const product = useProduct();
  const issuer = product.status === 'ready' ? product.value.issuer : '';
  return (
    <CreditCardPage title={texts.interstitialTitle}>
      <WithPrequalification>
        {(answer) => {
          const destination = answer.offer
            ? safeRedirectUrl(answer.offer.applyUrl, { origin: currentHref(), allowedOrigins: issuerOrigins })
            : undefined;
          return (
            <Stack space="md">
              {issuer ? <p className={intro}>{texts.interstitialIntro(issuer)}</p> : <Skeleton lines={2} />}
              {issuer ? <p className={mutedText}>{texts.interstitialPrivacy(issuer)}</p> : null}
              {destination ? null : <Alert tone="warning">{texts.notFound}</Alert>}
              <div className={actionRow}>
                {destination && issuer ? (
                  <Link variant="standalone" href={destination}>
                    {texts.leave(issuer)}
                  </Link>
                ) : null}
                <Link
                  variant="standalone"
                  href={`${site.base}${answer.offer ? `${CREDIT_CARD_PATHS.eligible}?prequalId=${answer.prequalId}` : CREDIT_CARD_PATHS.splash}`}
                >
                  {texts.stay}
                </Link>
              </div>
            </Stack>
          );
        }}
      </WithPrequalification>
    </CreditCardPage>
  );
}
