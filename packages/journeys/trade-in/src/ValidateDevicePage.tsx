import { Alert, Button, Select, Skeleton, Stack } from '@carrier/design-system';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import {
  TRADE_IN_STEP_GROUP,
  formWidth,
  intro,
  LoadFailed,
  serviceErrorId,
  useGo,
  useHydrated,
  useLoad,
  useStorefront,
  ImeiField,
  useImeiField,
  useFormState,
} from '@carrier/storefront/kit';
import { TRADE_IN_PATHS } from './paths.js';
import { useTradeInDeps } from './deps.js';
import { TradeInPage, useTexts, useTradeIn } from './frame.js';
import type { PhoneQuery } from './services.js';
import { useRefusal } from './device.js';

/**
 * validateDevice: the phone being traded in, by its IMEI or by make, model and storage (a choice among the models
 * the service takes). Entered from the product page (`?device=`, the phone bought) or the cart (`?line=`).
 */
export function ValidateDevicePage() {
  const texts = useTexts();
  const { cart, errors } = useStorefront();
  const { services } = useTradeInDeps();
  const { dispatch, forWhat, keepFor } = useTradeIn();
  const go = useGo();
  const hydrated = useHydrated();
  const search = useSearch({ strict: false }) as { device?: string; line?: string };
  // What the trade-in is for comes with its way in; a visit without one keeps what it had.
  useEffect(() => {
    if (search.device || search.line)
      keepFor({
        ...(search.device ? { deviceId: search.device } : {}),
        ...(search.line ? { lineId: search.line } : {}),
      });
  }, [search.device, search.line, keepFor]);
  const devices = useLoad(() => services.devices(), []);
  const imei = useImeiField();
  const form = useFormState({ make: '', model: '', storage: '' });
  const choice = form.values;
  const [busy, setBusy] = useState<'imei' | 'model'>();
  const { refusal, refuse, clear } = useRefusal();
  const makes = devices.status === 'ready' ? devices.value : [];
  const models = makes.find((m) => m.make === choice.make)?.models ?? [];
  const sizes = models.find((m) => m.model === choice.model)?.storage ?? [];
  const validate = async (phone: PhoneQuery, by: 'imei' | 'model') => {
    setBusy(by);
    clear();
    try {
      const found = await services.validate(phone);
      // A trade-in for a cart line is a step of that line until it is completed (add-step): the services can steer
      // the customer back to it from another visit (spokeJourney TRADE_IN, spec 3.7).
      // Recorded before the phone is taken (which moves the trade-in on), so leaving right after does not lose it;
      // a failure only loses the reminder.
      const lineId = forWhat.lineId;
      if (lineId)
        await cart.addStep(TRADE_IN_STEP_GROUP, lineId, 'validateDevice').catch((e: unknown) => errors.report(e));
      dispatch({
        type: 'validated',
        tradeInId: found.tradeInId,
        device: {
          make: found.make,
          model: found.model,
          storageGb: found.storageGb,
          goodValue: Math.round(found.goodValue * 100),
        },
      });
      go(TRADE_IN_PATHS.deviceDetails);
    } catch (error) {
      if (refuse(error) === 'DEVICE_BLACKLISTED' || serviceErrorId(error) === 'DEVICE_FINANCED')
        dispatch({ type: 'refused' });
      setBusy(undefined);
    }
  };
  const byImei = (event: FormEvent) => {
    event.preventDefault();
    const digits = imei.check();
    if (digits) void validate({ imei: digits }, 'imei');
  };
  const byModel = (event: FormEvent) => {
    event.preventDefault();
    if (form.required({ make: texts.makeError, model: texts.modelError, storage: texts.storageError }))
      void validate({ make: choice.make, model: choice.model, storageGb: Number(choice.storage) }, 'model');
  };
  return (
    <TradeInPage title={texts.validateTitle}>
      <p className={intro}>{texts.validateIntro}</p>
      {refusal ? <Alert tone="error">{refusal}</Alert> : null}
      <form onSubmit={byImei} noValidate className={formWidth} aria-labelledby="tradein-imei">
        <Stack space="md">
          <h2 id="tradein-imei">{texts.byImei}</h2>
          <ImeiField {...imei.field} />
          <div>
            <Button type="submit" loading={busy === 'imei'} disabled={!hydrated}>
              {busy === 'imei' ? texts.checking : texts.checkImei}
            </Button>
          </div>
        </Stack>
      </form>
      <form onSubmit={byModel} noValidate className={formWidth} aria-labelledby="tradein-model">
        <Stack space="md">
          <h2 id="tradein-model">{texts.byModel}</h2>
          {devices.status === 'loading' ? <Skeleton height="8rem" /> : null}
          {devices.status === 'failed' ? <LoadFailed message={texts.devicesFailed} retry={devices.retry} /> : null}
          {devices.status === 'ready' ? (
            <>
              <Select
                label={texts.make}
                placeholder={texts.chooseMake}
                {...form.field('make')}
                options={makes.map((m) => ({ value: m.make, label: m.make }))}
                onChange={(make) => form.setValues({ make, model: '', storage: '' })}
              />
              <Select
                label={texts.model}
                placeholder={texts.chooseModel}
                {...form.field('model')}
                options={models.map((m) => ({ value: m.model, label: m.model }))}
                onChange={(model) => form.setValues({ ...choice, model, storage: '' })}
              />
              <Select
                label={texts.storage}
                placeholder={texts.chooseStorage}
                {...form.field('storage')}
                options={sizes.map((gb) => ({ value: String(gb), label: texts.gb(gb) }))}
              />
              <div>
                <Button type="submit" variant="secondary" loading={busy === 'model'} disabled={!hydrated}>
                  {busy === 'model' ? texts.checking : texts.checkModel}
                </Button>
              </div>
            </>
          ) : null}
        </Stack>
      </form>
    </TradeInPage>
  );
}
