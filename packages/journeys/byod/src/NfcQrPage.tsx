import { Alert, Badge, Button, Link, Skeleton, Stack } from '@carrier/design-system';
import { QrCode } from '@carrier/design-system/qr-code';
import type { EsimActivation } from '@carrier/service-contracts';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import {
  activationCode,
  codeList,
  formWidth,
  journeyPage,
  LoadFailed,
  pageTitle,
  useLoad,
  usePageView,
  useStorefront,
} from '@carrier/storefront/kit';
import { BYOD_PATHS } from './paths.js';
import { useByod } from './deps.js';
import { useTexts } from './esim.js';

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
