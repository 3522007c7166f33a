import { Alert, Button, RadioGroup, Stack } from '@carrier/design-system';
import { checkZip } from '@carrier/checkout-rules';
import type { TradeInStore } from '@carrier/service-contracts';
import { useState, type FormEvent } from 'react';
import { formWidth, useGo, ZipCodeForm, useFormState } from '@carrier/storefront/kit';
import { TRADE_IN_PATHS } from './paths.js';
import { useTradeInDeps } from './deps.js';
import { TradeInPage, useStepGuard, useTexts, useTradeIn } from './frame.js';

/** dropOffStores: the stores that take trade-ins near a ZIP code, to choose one. */
export function DropOffStoresPage() {
  const texts = useTexts();
  const { services } = useTradeInDeps();
  const { state, dispatch } = useTradeIn();
  useStepGuard(state, 'return');
  const go = useGo();
  const near = useFormState({ zip: '' });
  const [stores, setStores] = useState<readonly TradeInStore[]>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const form = useFormState({ store: '' }, { clearOnChange: true });
  const chosen = form.values.store;
  const find = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkZip(near.values.zip);
    const five = checked.ok ? checked.value.slice(0, 5) : undefined;
    near.fail(five ? {} : { zip: texts.zipError });
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
      form.fail({ store: texts.storeError });
      return;
    }
    dispatch({ type: 'returnChosen', method: { kind: 'dropOff', storeId: chosen } });
    go(TRADE_IN_PATHS.reviewDocuments);
  };
  return (
    <TradeInPage title={texts.storesTitle}>
      <ZipCodeForm
        label={texts.zip}
        {...near.field('zip')}
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
              onChange={form.set('store')}
              options={stores.map((s) => ({
                value: s.storeId,
                label: s.name,
                description: `${s.address} · ${texts.miles(s.distanceMiles)}`,
              }))}
              error={form.errors.store}
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
