import { formatPhone } from '@carrier/checkout-rules';
import { Alert, Badge, Button, Link, Skeleton, Stack } from '@carrier/design-system';
import { QrCode } from '@carrier/design-system/qr-code';
import type { EsimActivation, Order } from '@carrier/service-contracts';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import {
  activationCode,
  card,
  cardList,
  cardTitle,
  codeList,
  formWidth,
  intro,
  journeyPage,
  LoadFailed,
  pageTitle,
  useLoad,
  usePageView,
  useStorefront,
} from '@carrier/storefront/kit';
import { BYOD_PATHS } from './paths.js';
import { CHECKOUT_PATHS } from '@carrier/journey-checkout/paths';
import { useByod } from './deps.js';
import { BYOD_STRINGS, type ByodStrings } from './strings/index.js';

const useTexts = (): ByodStrings => BYOD_STRINGS[useStorefront().site.language];

/** The eSIM lines of an order, read back from this browser (the one that placed it, or its signed-in customer). */
function useEsimOrder(orderNumber: string | undefined) {
  const { services } = useByod();
  return useLoad(
    async (): Promise<Order | undefined> => (orderNumber ? services.order(orderNumber) : undefined),
    [orderNumber],
    { report: () => false },
  );
}

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

/**
 * nfcqr: the QR code of an eSIM line to scan with the phone (and the same details to type in), then the customer
 * says it is scanned and the service tells whether the phone took the profile.
 */
export function NfcQrPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { services } = useByod();
  usePageView(texts.qrTitle);
  const { orderNumber, line } = useSearch({ strict: false }) as { orderNumber?: string; line?: string };
  const loaded = useLoad(
    () =>
      orderNumber && line ? services.activation(orderNumber, line) : Promise.reject(new Error('no eSIM line named')),
    [orderNumber, line],
    { report: () => false },
  );
  const [status, setStatus] = useState<EsimActivation['status']>();
  const [confirming, setConfirming] = useState(false);
  const [notYet, setNotYet] = useState(false);
  const activation = loaded.status === 'ready' ? loaded.value : undefined;
  const current = status ?? activation?.status;
  const confirm = async () => {
    if (!orderNumber || !line) return;
    setConfirming(true);
    try {
      const answer = await services.activation(orderNumber, line, true);
      setStatus(answer.status);
      setNotYet(answer.status !== 'ACTIVATED');
    } catch {
      setNotYet(true);
    } finally {
      setConfirming(false);
    }
  };
  const back = `${site.base}${BYOD_PATHS.esimActivation}${orderNumber ? `?orderNumber=${orderNumber}` : ''}`;
  return (
    <Stack as="section" space="lg" className={journeyPage} aria-labelledby="qr-title">
      <h1 id="qr-title" className={pageTitle}>
        {texts.qrTitle}
      </h1>
      {loaded.status === 'loading' ? <Skeleton height="16rem" /> : null}
      {loaded.status === 'failed' ? <LoadFailed message={texts.activationFailed} retry={loaded.retry} /> : null}
      {activation ? (
        <Stack space="md" className={formWidth}>
          <p>{texts.qrIntro(activation.device)}</p>
          {current === 'ACTIVATED' ? (
            <Alert tone="success">{texts.activated}</Alert>
          ) : (
            <>
              <QrCode text={activationCode(activation)} label={texts.qrAlt} />
              <div>
                <Badge tone="info">{texts.readyToScan}</Badge>
              </div>
              <p>{texts.manual}</p>
              <dl className={codeList}>
                <dt>{texts.smdp}</dt>
                <dd>{activation.smdpAddress}</dd>
                <dt>{texts.matchingId}</dt>
                <dd>{activation.matchingId}</dd>
              </dl>
              {notYet ? <Alert tone="warning">{texts.notYet}</Alert> : null}
              <div>
                <Button onClick={() => void confirm()} loading={confirming}>
                  {confirming ? texts.confirming : texts.scanned}
                </Button>
              </div>
            </>
          )}
        </Stack>
      ) : null}
      <Link href={back}>{texts.backToActivation}</Link>
    </Stack>
  );
}
