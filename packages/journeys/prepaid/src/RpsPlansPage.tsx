import { Alert, Button, Skeleton, Stack, TextField } from '@carrier/design-system';
import { useState, type FormEvent } from 'react';
import {
  card,
  cardList,
  cardTitle,
  formWidth,
  intro,
  mutedText,
  ImeiField,
  serviceErrorId,
  useFormState,
  useGo,
  useImeiField,
  useLoad,
  useMoney,
} from '@carrier/storefront/kit';
import { PREPAID_PATHS } from './paths.js';
import { usePrepaidDeps } from './deps.js';
import { PrepaidPage, Retry, checkedPhoneName, useTexts } from './frame.js';
import { useRps } from './rps.js';

/**
 * rpsplans: a retail partner's customer (channel VZW-RPS) starts the activation of a phone bought at the partner:
 * the store code on the receipt and the phone's IMEI are checked, and the plans they can activate on are listed.
 */
export function RpsPlansPage() {
  const texts = useTexts();
  const money = useMoney();
  const go = useGo();
  const { services } = usePrepaidDeps();
  const { keep } = useRps();
  const plans = useLoad(() => services.plans(), [], { report: () => false });
  const form = useFormState({ code: '' });
  const imei = useImeiField();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    const digits = imei.check();
    const filled = form.required({ code: texts.fieldErrors.required });
    if (!digits || !filled) return;
    const code = form.values.code.trim();
    setBusy(true);
    setFailed(false);
    try {
      const retailer = await services.retailer(code);
      const check = await services.checkPhone(digits);
      if (check.verdict === 'INCOMPATIBLE' || check.verdict === 'LOCKED') {
        go(PREPAID_PATHS.rpsError, { reason: 'notCompatible' });
        return;
      }
      keep({
        retailerCode: retailer.retailerCode,
        retailerName: `${retailer.name}, ${retailer.city}`,
        imei: digits,
        phoneName: checkedPhoneName(check.device),
      });
      go(PREPAID_PATHS.rpsPlanChoice);
    } catch (error) {
      const id = serviceErrorId(error);
      if (id === 'RETAILER_NOT_FOUND') form.fail({ code: texts.retailerMissing });
      else if (id === 'IMEI_INVALID') imei.invalid();
      else if (id === 'IMEI_NOT_RECOGNISED') imei.refuse(texts.notRecognised);
      else setFailed(true);
      setBusy(false);
    }
  };

  return (
    <PrepaidPage title={texts.rpsTitle}>
      <p className={intro}>{texts.rpsIntro}</p>
      <form onSubmit={(e) => void start(e)} className={formWidth} noValidate>
        <Stack space="md">
          <TextField
            label={texts.retailerCode}
            helperText={texts.retailerCodeHelp}
            {...form.field('code')}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={20}
          />
          <ImeiField {...imei.field} />
          {failed ? <Alert tone="error">{texts.checkFailed}</Alert> : null}
          <div>
            <Button type="submit" loading={busy} disabled={busy}>
              {busy ? texts.checking : texts.start}
            </Button>
          </div>
        </Stack>
      </form>
      <section aria-labelledby="rps-plans">
        <Stack space="md">
          <h2 id="rps-plans" className={cardTitle}>
            {texts.rpsPlansList}
          </h2>
          {plans.status === 'loading' ? <Skeleton height="8rem" /> : null}
          {plans.status === 'failed' ? <Retry message={texts.plansFailed} retry={plans.reload} /> : null}
          {plans.status === 'ready' ? (
            <ul className={cardList}>
              {plans.value.plans.map((plan) => (
                <li key={plan.planId} className={card}>
                  <h3>{plan.name}</h3>
                  <p>{texts.withAutopay(money(plan.monthly - plan.autopayDiscount))}</p>
                  <p className={mutedText}>{plan.data}</p>
                </li>
              ))}
            </ul>
          ) : null}
        </Stack>
      </section>
    </PrepaidPage>
  );
}
