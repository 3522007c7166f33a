import { Alert, Button, Link, Select, Skeleton, Stack } from '@carrier/design-system';
import type { FormEvent } from 'react';
import { formWidth, intro, LoadFailed, useFormState, useLoad, useStorefront } from '@carrier/storefront/kit';
import { BYOD_PATHS } from './paths.js';
import { useByod } from './deps.js';
import { useTexts, ByodPage, useCheckPhone } from './byod.js';

/** selectMakeAndModel: the customer's phone by its make and model, from the phones the service knows. */
export function SelectMakeAndModelPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { services } = useByod();
  const devices = useLoad(() => services.devices(), []);
  const { run, busy, refusal } = useCheckPhone();
  const form = useFormState({ make: '', model: '' });
  const { make, model } = form.values;
  const list = devices.status === 'ready' ? devices.value : [];
  const makes = [...new Set(list.map((d) => d.make))];
  const models = list.filter((d) => d.make === make);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.required({ make: texts.makeError, model: texts.modelError })) void run({ deviceId: model });
  };
  return (
    <ByodPage title={texts.selectTitle}>
      <p className={intro}>{texts.selectIntro}</p>
      {devices.status === 'loading' ? <Skeleton height="10rem" /> : null}
      {devices.status === 'failed' ? <LoadFailed message={texts.devicesFailed} retry={devices.retry} /> : null}
      {devices.status === 'ready' ? (
        <form onSubmit={submit} noValidate className={formWidth}>
          <Stack space="md">
            {refusal ? <Alert tone="error">{texts.checkFailed}</Alert> : null}
            <Select
              label={texts.make}
              {...form.field('make')}
              placeholder={texts.chooseMake}
              options={makes.map((m) => ({ value: m, label: m }))}
              onChange={(value) => form.setValues({ make: value, model: '' })}
            />
            <Select
              label={texts.model}
              {...form.field('model')}
              placeholder={texts.chooseModel}
              options={models.map((d) => ({ value: d.id, label: d.model }))}
              disabled={!make}
            />
            <div>
              <Button type="submit" loading={busy}>
                {busy ? texts.checking : texts.check}
              </Button>
            </div>
            <Link href={`${site.base}${BYOD_PATHS.eligibility}`}>{texts.useImei}</Link>
          </Stack>
        </form>
      ) : null}
    </ByodPage>
  );
}
