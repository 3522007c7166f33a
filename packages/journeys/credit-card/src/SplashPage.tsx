import { checkName, checkZip, cleanText } from '@carrier/checkout-rules';
import { Alert, Button, Checkbox, Skeleton, Stack, TextField, safeImageSrc } from '@carrier/design-system';
import { useAtom } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { formWidth, intro, mutedText, serviceErrorId, useFormState, useGo, useHydrated } from '@carrier/storefront/kit';
import { prequalifyDetailsAtom, useCreditCardDeps } from './deps.js';
import { CreditCardPage, useMoney, usePercent, useTexts } from './frame.js';
import { type Field, answerPath, parseIncome, useProduct } from './credit-card.js';
import * as styles from './credit-card.css.js';

/** One thing the card gives: its figure first (`4% back`), then what it is for. */
function Benefit({ figure, text }: { readonly figure: string; readonly text: string }) {
  return (
    <li className={styles.benefit}>
      <span className={styles.benefitFigure}>{figure}</span> <span>{text}</span>
    </li>
  );
}

/** The card's picture, when the service names one on the store's image host; its room is kept while it loads. */
function CardPicture({ src, name }: { readonly src: string | undefined; readonly name: string }) {
  const texts = useTexts();
  const image = safeImageSrc(src);
  return image ? (
    <img className={styles.cardPicture} src={image} alt={texts.cardPicture(name)} width={440} height={290} />
  ) : null;
}

/** creditcard/splash: what the card gives beside its picture, and the pre-qualification form. */
export function SplashPage() {
  const texts = useTexts();
  const money = useMoney();
  const percent = usePercent();
  const { services, atoms } = useCreditCardDeps();
  const [sent, keepSent] = useAtom(prequalifyDetailsAtom, { store: atoms });
  const product = useProduct();
  const go = useGo();
  const hydrated = useHydrated();
  // The consent is a field too: 'yes' once ticked.
  const form = useFormState(
    { firstName: '', lastName: '', line1: '', zip: '', annualIncome: '', consent: '' },
    { clearOnChange: ['consent'] },
  );
  const { values, setValues } = form;
  // What the customer sent before in this visit (kept in the browser) is put back once the page is in the browser:
  // the server, which does not have it, draws the form empty, and the page hydrates as it drew it.
  useEffect(() => {
    if (sent) setValues((current) => ({ ...current, ...sent }));
  }, [sent, setValues]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

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
      ...(values.consent ? {} : { consent: texts.consentError }),
    };
    form.fail(found);
    if (!first.ok || !last.ok || !zip.ok || income === undefined || Object.keys(found).length > 0) return;
    setBusy(true);
    setFailed(false);
    // Kept for the visit: Back from the answer finds the form as it was sent, but for the income and the consent.
    keepSent({ firstName: values.firstName, lastName: values.lastName, line1: values.line1, zip: values.zip });
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
      if (serviceErrorId(error) === 'ZIP_UNKNOWN') form.fail({ zip: texts.zipUnknown });
      else setFailed(true);
      setBusy(false);
    }
  };

  const field = (name: Field, autoComplete: string, extra: { inputMode?: 'numeric'; hint?: string } = {}) => (
    <TextField
      id={`field-${name}`}
      label={texts[name]}
      {...form.field(name)}
      autoComplete={autoComplete}
      maxLength={name === 'line1' ? 80 : name === 'zip' ? 5 : 40}
      {...(extra.inputMode ? { inputMode: extra.inputMode } : {})}
      {...(extra.hint ? { helperText: extra.hint } : {})}
    />
  );

  return (
    <CreditCardPage title={texts.splashTitle}>
      {/* About as tall as the card's picture and details at a phone's width (375 px), so the form below moves little
          when they come. */}
      {product.status === 'loading' ? <Skeleton height="48rem" /> : null}
      {product.status === 'failed' ? <Alert tone="warning">{texts.productFailed}</Alert> : null}
      {product.status === 'ready' ? (
        <div className={styles.hero}>
          <Stack space="md">
            <p className={intro}>{texts.splashIntro(money(product.value.billCredit))}</p>
            <h2 id="benefits-title">{texts.benefitsTitle}</h2>
            <ul className={styles.benefits} aria-labelledby="benefits-title">
              <Benefit figure={texts.billCreditFigure(money(product.value.billCredit))} text={texts.billCredit} />
              {product.value.rewards.map((reward) => (
                <Benefit
                  key={reward.percent}
                  figure={texts.rewardFigure(percent(reward.percent, 0))}
                  text={reward.where}
                />
              ))}
              {product.value.annualFee === 0 ? (
                <Benefit figure={money(product.value.annualFee)} text={texts.annualFeeText} />
              ) : null}
            </ul>
            <p className={mutedText}>
              {texts.aprRange(percent(product.value.apr.low), percent(product.value.apr.high))}
            </p>
            <p className={mutedText}>{texts.issuedBy(product.value.issuer)}</p>
          </Stack>
          <CardPicture src={product.value.image} name={product.value.name} />
        </div>
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
                checked={values.consent === 'yes'}
                onChange={(checked) => form.set('consent')(checked ? 'yes' : '')}
                error={form.errors.consent}
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
