import { Alert, Button, Link, Stack } from '@carrier/design-system';
import { useState } from 'react';
import { factList, phoneTradeIns, serviceErrorId, useGo, useLoad, useStorefront } from '@carrier/storefront/kit';
import { TRADE_IN_PATHS } from './paths.js';
import { useTradeInDeps } from './deps.js';
import { TradeInPage, useStepGuard, useTexts, useTradeIn } from './frame.js';
import { useMoney, creditWords, useCreditOptions } from './complete.js';

/**
 * completeTradein: the trade-in in full, and "Complete trade-in" with one idempotency key; a trade-in for a cart line
 * is added to that line.
 */
export function CompleteTradeInPage() {
  const texts = useTexts();
  const money = useMoney();
  const { site, cart } = useStorefront();
  const { services, storage } = useTradeInDeps();
  const { state, dispatch, forWhat } = useTradeIn();
  useStepGuard(state, 'complete');
  const go = useGo();
  const options = useCreditOptions();
  const documents = useLoad(() => services.documents(), []);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const credit = options.status === 'ready' ? options.value.find((o) => o.kind === state.credit) : undefined;
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
