import { cartItems } from '@carrier/analytics-tagger';
import { CartLockedError } from '@carrier/cart-lock';
import { Alert, Button, Link, RadioGroup, Stack } from '@carrier/design-system';
import { type SimKind } from '@carrier/service-contracts';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { formWidth, intro, serviceErrorId, usePageName, useStorefront } from '@carrier/storefront/kit';
import { BYOD_PATHS } from './paths.js';
import { SHOP_PATHS } from '@carrier/journey-shop/paths';
import { type AddRefusal } from './strings/index.js';
import { useCheckedPhone, useTexts, phoneName, ByodPage } from './byod.js';

/**
 * buysim: a free SIM card or eSIM for the checked phone, as a new line in the cart; the customer chooses its plan
 * next. A phone that was not checked, or does not work, is sent to check it first.
 */
export function BuySimPage() {
  const texts = useTexts();
  const { site, cart, cartOpener, analytics, currentHref, errors } = useStorefront();
  const pageName = usePageName();
  const navigate = useNavigate();
  const { phone } = useCheckedPhone();
  const sims: readonly SimKind[] = phone?.check.device.sims ?? [];
  const [sim, setSim] = useState<SimKind | ''>(sims.length === 1 ? (sims[0] ?? '') : '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const works = phone && (phone.check.verdict === 'COMPATIBLE' || phone.check.verdict === 'ESIM_ONLY');
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!phone || !sim) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const updated = await cart.addByod(
        { deviceId: phone.check.device.id, ...(phone.imei ? { imei: phone.imei } : {}), sim },
        pageName,
      );
      const line = updated.lineDetails.lineInfo.at(-1);
      const opened = cartOpener.added(phoneName(phone.check)) === 'opened';
      analytics.addToCart(
        cartItems(updated, 'add', currentHref()).filter((item) => item.group === line?.lineId),
        { beforeNavigation: true, openedCart: opened },
      );
      // The line needs its plan next.
      await navigate({ to: SHOP_PATHS.plans as never, search: (line ? { line: line.lineId } : {}) as never });
    } catch (error) {
      if (!(error instanceof CartLockedError)) {
        errors.handleServiceError(error);
        const id = serviceErrorId(error);
        setProblem(id && id in texts.addRefused ? texts.addRefused[id as AddRefusal] : texts.addFailed);
      }
      setBusy(false);
    }
  };
  if (!phone || !works)
    return (
      <ByodPage title={texts.buySimTitle}>
        <Alert tone="info">
          {texts.nothingChecked} <Link href={`${site.base}${BYOD_PATHS.eligibility}`}>{texts.check}</Link>
        </Alert>
      </ByodPage>
    );
  return (
    <ByodPage title={texts.buySimTitle}>
      <p className={intro}>{texts.buySimIntro(phoneName(phone.check))}</p>
      <form onSubmit={(event) => void add(event)} noValidate className={formWidth}>
        <Stack space="md">
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <RadioGroup
            legend={texts.simLegend}
            name="sim"
            value={sim}
            onChange={(value) => setSim(value === 'ESIM' ? 'ESIM' : 'PSIM')}
            options={sims.map((kind) => ({
              value: kind,
              label: texts.simOptions[kind].label,
              description: texts.simOptions[kind].description,
            }))}
          />
          <div>
            <Button type="submit" loading={busy} disabled={!sim || busy}>
              {busy ? texts.adding : texts.addToCart}
            </Button>
          </div>
        </Stack>
      </form>
    </ByodPage>
  );
}
