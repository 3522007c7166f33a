import { Alert, Button, Select, Stack, formatMoney } from '@carrier/design-system';
import { useState, type FormEvent } from 'react';
import { useFormState, useLoad, useStorefront } from '@carrier/storefront/kit';
import { TRADE_IN_PATHS } from '@carrier/journey-trade-in/paths';
import { useShopStrings } from './hooks.js';
import { useShop } from './deps.js';
import type { TradeInEstimate, TradeInQuestion } from './services.js';
import * as styles from './shop.css.js';

/**
 * A trade-in estimate for the phone the customer has now (tradeinservice validateDevice), chosen among the models the
 * trade-in service takes; and the way into the trade-in itself, for the phone on this page (`deviceId`).
 */
export function TradeInEstimator({ deviceId }: { readonly deviceId: string }) {
  const { site, errors } = useStorefront();
  const shop = useShop();
  const texts = useShopStrings().product;
  const models = useLoad(() => shop.services.tradeInModels(), []);
  const form = useFormState({ make: '', model: '', storage: '', condition: 'good' }, { clearOnChange: true });
  const choice = form.values;
  const [answer, setAnswer] = useState<TradeInEstimate | 'failed' | undefined>();
  const [busy, setBusy] = useState(false);
  const makes = models.status === 'ready' ? models.value : [];
  const modelsOfMake = makes.find((m) => m.make === choice.make)?.models ?? [];
  const sizes = modelsOfMake.find((m) => m.model === choice.model)?.storage ?? [];
  const change = (next: Partial<typeof choice>) => {
    form.setValues({ ...choice, ...next });
    setAnswer(undefined);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const choose = texts.tradeInChooseError;
    if (!form.required({ make: choose, model: choose, storage: choose })) return;
    setBusy(true);
    try {
      setAnswer(
        await shop.services.tradeIn({
          make: choice.make,
          model: choice.model,
          storageGb: Number(choice.storage),
          condition: choice.condition as TradeInQuestion['condition'],
        }),
      );
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
      {models.status === 'failed' ? <Alert tone="error">{texts.tradeInFailed}</Alert> : null}
      <form className={styles.formRow} onSubmit={(event) => void submit(event)} noValidate>
        <Select
          label={texts.tradeInMake}
          placeholder={texts.tradeInChoose}
          {...form.field('make')}
          options={makes.map((m) => ({ value: m.make, label: m.make }))}
          onChange={(make) => change({ make, model: '', storage: '' })}
        />
        <Select
          label={texts.tradeInModel}
          placeholder={texts.tradeInChoose}
          {...form.field('model')}
          options={modelsOfMake.map((m) => ({ value: m.model, label: m.model }))}
          onChange={(model) => change({ model, storage: '' })}
        />
        <Select
          label={texts.tradeInStorage}
          placeholder={texts.tradeInChoose}
          {...form.field('storage')}
          options={sizes.map((gb) => ({ value: String(gb), label: gb >= 1024 ? `${gb / 1024} TB` : `${gb} GB` }))}
          onChange={(storage) => change({ storage })}
        />
        <Select
          label={texts.tradeInCondition}
          {...form.field('condition')}
          options={(['good', 'fair', 'broken'] as const).map((c) => ({ value: c, label: texts.conditions[c] }))}
          onChange={(condition) => change({ condition })}
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
      <a href={`${site.base}${TRADE_IN_PATHS.validateDevice}?device=${deviceId}`}>{texts.tradeInStart}</a>
    </Stack>
  );
}
