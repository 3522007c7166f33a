import { checkImei } from '@carrier/checkout-rules';
import { Alert, Button, Link, Stack, TextField } from '@carrier/design-system';
import { useState, type FormEvent } from 'react';
import { formWidth, intro, useHydrated, useStorefront } from '@carrier/storefront/kit';
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
  const [imei, setImei] = useState('');
  const [error, setError] = useState<string>();
  // Until the page's code runs, the form cannot be sent: the browser would put the IMEI in the address.
  const hydrated = useHydrated();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkImei(imei);
    setError(checked.ok ? undefined : checked.error === 'checksum' ? texts.imeiChecksum : texts.imeiError);
    if (checked.ok) void run({ imei: checked.imei });
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
          <TextField
            id="field-imei"
            name="imei"
            label={texts.imei}
            helperText={texts.imeiHint}
            value={imei}
            onChange={setImei}
            inputMode="numeric"
            autoComplete="off"
            maxLength={19}
            {...(error ? { error } : {})}
          />
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
