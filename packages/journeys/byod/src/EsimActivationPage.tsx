import { formatPhone } from '@carrier/checkout-rules';
import { Alert, Link, Skeleton, Stack } from '@carrier/design-system';
import { useSearch } from '@tanstack/react-router';
import {
  card,
  cardList,
  cardTitle,
  intro,
  journeyPage,
  pageTitle,
  usePageView,
  useStorefront,
} from '@carrier/storefront/kit';
import { BYOD_PATHS } from './paths.js';
import { CHECKOUT_PATHS } from '@carrier/journey-checkout/paths';
import { useTexts, useEsimOrder } from './esim.js';

/** esimActivation: the order's eSIM lines, each with the way to its QR code and whether the phone took it. */
export function EsimActivationPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  usePageView(texts.activationTitle);
  const { orderNumber } = useSearch({ strict: false }) as { orderNumber?: string };
  const order = useEsimOrder(orderNumber);
  const lines = order.status === 'ready' ? (order.value?.lines.filter((l) => l.sim === 'ESIM') ?? []) : [];
  return (
    <Stack as="section" space="lg" className={journeyPage} aria-labelledby="esim-title">
      <h1 id="esim-title" className={pageTitle}>
        {texts.activationTitle}
      </h1>
      {order.status === 'loading' ? <Skeleton height="8rem" /> : null}
      {order.status === 'failed' || (order.status === 'ready' && !order.value) ? (
        <Alert tone="warning">
          {texts.orderNotFound} <Link href={`${site.base}${CHECKOUT_PATHS.orderLookup}`}>{texts.checkOrder}</Link>
        </Alert>
      ) : null}
      {order.status === 'ready' && order.value ? (
        lines.length === 0 ? (
          <p>{texts.noEsim}</p>
        ) : (
          <Stack space="md">
            <p className={intro}>{texts.activationIntro}</p>
            <ul className={cardList}>
              {lines.map((line) => (
                <li key={line.lineId} className={card}>
                  <h2 className={cardTitle}>
                    {texts.activationLine(line.deviceName, line.number ? formatPhone(line.number.mdn) : line.lineId)}
                  </h2>
                  <Link
                    href={`${site.base}${BYOD_PATHS.nfcqr}?orderNumber=${order.value?.orderNumber ?? ''}&line=${line.lineId}`}
                  >
                    {texts.showCode}
                  </Link>
                </li>
              ))}
            </ul>
          </Stack>
        )
      ) : null}
    </Stack>
  );
}
