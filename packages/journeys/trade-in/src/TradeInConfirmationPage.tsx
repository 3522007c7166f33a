import { Alert, Link, Skeleton, Stack } from '@carrier/design-system';
import { useSearch } from '@tanstack/react-router';
import {
  actionRow,
  bigFigure,
  formatDay,
  mutedText,
  serviceErrorId,
  useLoad,
  useStorefront,
} from '@carrier/storefront/kit';
import { CART_PATHS } from '@carrier/journey-cart/paths';
import { SHOP_PATHS, productPath } from '@carrier/journey-shop/paths';
import { useTradeInDeps } from './deps.js';
import { TradeInPage, useTexts, useTradeIn } from './frame.js';
import { useMoney, creditWords } from './complete.js';

/** The trade-in's orderConfirmation: its number, how the phone goes back, and when the credit comes. */
export function TradeInConfirmationPage() {
  const texts = useTexts();
  const money = useMoney();
  const { site } = useStorefront();
  const { services } = useTradeInDeps();
  const { forWhat } = useTradeIn();
  const { tradeInNumber = '', cart: cartOutcome } = useSearch({ strict: false }) as {
    tradeInNumber?: string;
    cart?: string;
  };
  const read = useLoad(
    () => (tradeInNumber ? services.read(tradeInNumber) : Promise.reject(new Error('no trade-in number'))),
    [tradeInNumber],
    { report: (e) => serviceErrorId(e) !== 'TRADE_IN_NOT_FOUND' && tradeInNumber !== '' },
  );
  const { lineId, deviceId } = forWhat;
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
