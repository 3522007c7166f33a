import { Alert, Button, Link, Stack } from '@carrier/design-system';
import type { ByodCheck } from '@carrier/service-contracts';
import { useState, type FormEvent } from 'react';
import {
  ImeiField,
  formWidth,
  intro,
  serviceErrorId,
  useHref,
  useHydrated,
  useImeiField,
} from '@carrier/storefront/kit';
import { PREPAID_PATHS } from './paths.js';
import { usePrepaidDeps } from './deps.js';
import { PrepaidPage, checkedPhoneName, useTexts } from './frame.js';
import { SimChooser } from './sim.js';

/** prepaid/byod: the customer's phone checked by its IMEI, then the SIM it takes. */
export function ByodPage() {
  const texts = useTexts();
  const href = useHref();
  const { services } = usePrepaidDeps();
  const imei = useImeiField();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [result, setResult] = useState<{ check: ByodCheck; imei: string } | 'notRecognised' | 'failed'>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = imei.check();
    if (!digits) return;
    setBusy(true);
    setResult(undefined);
    try {
      setResult({ check: await services.checkPhone(digits), imei: digits });
    } catch (error) {
      const id = serviceErrorId(error);
      if (id === 'IMEI_INVALID') imei.invalid();
      else setResult(id === 'IMEI_NOT_RECOGNISED' ? 'notRecognised' : 'failed');
    }
    setBusy(false);
  };

  const phone = typeof result === 'object' ? checkedPhoneName(result.check.device) : '';
  const works = typeof result === 'object' && ['COMPATIBLE', 'ESIM_ONLY'].includes(result.check.verdict);
  return (
    <PrepaidPage title={texts.byodTitle}>
      <p className={intro}>{texts.byodIntro}</p>
      <form onSubmit={(e) => void submit(e)} className={formWidth} noValidate>
        <Stack space="md">
          <ImeiField {...imei.field} />
          <div>
            <Button type="submit" loading={busy} disabled={busy || !hydrated}>
              {busy ? texts.checking : texts.check}
            </Button>
          </div>
        </Stack>
      </form>
      {result === 'failed' ? <Alert tone="error">{texts.checkFailed}</Alert> : null}
      {result === 'notRecognised' ? (
        <Stack space="sm">
          <Alert tone="info">{texts.notRecognised}</Alert>
          <Link variant="standalone" href={href(PREPAID_PATHS.buySim)}>
            {texts.chooseSim}
          </Link>
        </Stack>
      ) : null}
      {typeof result === 'object' && works ? (
        <Stack space="md">
          <Alert tone="success">{texts.works(phone)}</Alert>
          <SimChooser check={result.check} imei={result.imei} />
        </Stack>
      ) : null}
      {typeof result === 'object' && !works ? (
        <Stack space="sm">
          <Alert tone="warning">
            {result.check.verdict === 'LOCKED' ? texts.locked(phone) : texts.incompatible(phone)}
          </Alert>
          <Link variant="standalone" href={href(PREPAID_PATHS.gridwall)}>
            {texts.shopPhones}
          </Link>
        </Stack>
      ) : null}
    </PrepaidPage>
  );
}
