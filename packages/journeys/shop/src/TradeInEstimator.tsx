import { Alert, Button, Select, Stack, TextField, formatMoney } from '@carrier/design-system';
import { useState, type FormEvent } from 'react';
import { useStorefront } from '@carrier/storefront/kit';
import { useShopStrings } from './hooks.js';
import { useShop } from './deps.js';
import type { TradeInEstimate, TradeInQuestion } from './services.js';
import * as styles from './shop.css.js';

const TRADE_IN_MAKES = ['Apple', 'Samsung', 'Google', 'Motorola', 'OnePlus'] as const;
const TRADE_IN_SIZES = [64, 128, 256, 512, 1024] as const;

/** A trade-in estimate for the phone the customer has now (tradeinservice validateDevice). */
export function TradeInEstimator() {
  const { site, errors } = useStorefront();
  const shop = useShop();
  const texts = useShopStrings().product;
  const [question, setQuestion] = useState<TradeInQuestion>({
    make: 'Apple',
    model: '',
    storageGb: 128,
    condition: 'good',
  });
  const [modelError, setModelError] = useState<string | undefined>();
  const [answer, setAnswer] = useState<TradeInEstimate | 'failed' | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const model = question.model.trim();
    if (model.length === 0 || model.length > 120) {
      setModelError(texts.tradeInModel);
      return;
    }
    setModelError(undefined);
    setBusy(true);
    try {
      setAnswer(await shop.services.tradeIn({ ...question, model }));
    } catch (error) {
      errors.handleServiceError(error);
      setAnswer('failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack as="section" space="sm" padding="md" border="standard" borderRadius="md" aria-labelledby="trade-in-title">
      <h2 id="trade-in-title" className={styles.filterTitle}>
        {texts.tradeIn}
      </h2>
      <p className={styles.muted}>{texts.tradeInIntro}</p>
      <form className={styles.formRow} onSubmit={(event) => void submit(event)} noValidate>
        <Select
          label={texts.tradeInMake}
          value={question.make}
          options={TRADE_IN_MAKES.map((make) => ({ value: make, label: make }))}
          onChange={(make) => setQuestion({ ...question, make })}
        />
        <TextField
          label={texts.tradeInModel}
          value={question.model}
          onChange={(model) => setQuestion({ ...question, model })}
          maxLength={120}
          autoComplete="off"
          {...(modelError ? { error: modelError } : {})}
        />
        <Select
          label={texts.tradeInStorage}
          value={String(question.storageGb)}
          options={TRADE_IN_SIZES.map((gb) => ({ value: String(gb), label: gb >= 1024 ? '1 TB' : `${gb} GB` }))}
          onChange={(gb) => setQuestion({ ...question, storageGb: Number(gb) })}
        />
        <Select
          label={texts.tradeInCondition}
          value={question.condition}
          options={(['good', 'fair', 'broken'] as const).map((c) => ({ value: c, label: texts.conditions[c] }))}
          onChange={(condition) => setQuestion({ ...question, condition: condition as TradeInQuestion['condition'] })}
        />
        <Button type="submit" variant="secondary" loading={busy}>
          {texts.tradeInCheck}
        </Button>
      </form>
      <div aria-live="polite">
        {answer === 'failed' ? <Alert tone="error">{texts.tradeInFailed}</Alert> : null}
        {answer && answer !== 'failed' ? (
          <p>
            <strong>
              {answer.eligible ? texts.tradeInValue(formatMoney(answer.value, site.language)) : texts.tradeInNone}
            </strong>
          </p>
        ) : null}
      </div>
    </Stack>
  );
}
