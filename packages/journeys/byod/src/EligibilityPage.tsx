import { Alert, Button, Link, Stack } from '@carrier/design-system';
import { type FormEvent } from 'react';
import { ImeiField, formWidth, intro, useHydrated, useImeiField, useStorefront } from '@carrier/storefront/kit';
import { BYOD_PATHS } from './paths.js';
import { useTexts, ByodPage, useCheckPhone } from './byod.js';

/**
 * dvm/eligibility: does the customer's phone work on the network? Checked by its IMEI (which also says whether it
 * is locked to another carrier), or by its make and model.
 */
export function EligibilityPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { run, busy, refusal } = useCheckPhone();
  const imei = useImeiField();
  // Until the page's code runs, the form cannot be sent: the browser would put the IMEI in the address.
  const hydrated = useHydrated();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = imei.check();
    if (digits) void run({ imei: digits });
  };
  const byModel = `${site.base}${BYOD_PATHS.selectMakeAndModel}`;
  return (
    <ByodPage title={texts.eligibilityTitle}>
      <p className={intro}>{texts.eligibilityIntro}</p>
      <form onSubmit={submit} noValidate className={formWidth}>
        <Stack space="md">
          {refusal ? (
            <Alert tone={refusal.id === 'IMEI_NOT_RECOGNISED' ? 'warning' : 'error'}>
              {refusal.id === 'IMEI_NOT_RECOGNISED'
                ? texts.notRecognised
                : refusal.id === 'IMEI_INVALID'
                  ? texts.imeiChecksum
                  : texts.checkFailed}{' '}
              {refusal.id === 'IMEI_NOT_RECOGNISED' ? <Link href={byModel}>{texts.chooseModel}</Link> : null}
            </Alert>
          ) : null}
          <ImeiField {...imei.field} />
          <div>
            <Button type="submit" loading={busy} disabled={!hydrated}>
              {busy ? texts.checking : texts.check}
            </Button>
          </div>
          <Link href={byModel}>{texts.noImei}</Link>
        </Stack>
      </form>
    </ByodPage>
  );
}
