import { useAtom } from 'jotai';
import { Link } from '@carrier/design-system';
import { deviceName, type ByodCheck, type EsimDetails } from '@carrier/service-contracts';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { actionLink, actionRow, serviceErrorId, useStorefront, JourneyPageFrame } from '@carrier/storefront/kit';
import { BYOD_PATHS } from './paths.js';
import { checkedPhoneAtom } from './checked-phone.js';
import { SHOP_PATHS } from '@carrier/journey-shop/paths';
import { useByod, type CheckedPhone } from './deps.js';
import type { PhoneQuery } from './services.js';
import { BYOD_STRINGS, type ByodStrings } from './strings/index.js';

export const useTexts = (): ByodStrings => BYOD_STRINGS[useStorefront().site.language];

/** A checked phone's name as people say it: `Samsung Galaxy S21`. */
export const phoneName = (check: ByodCheck) => deviceName({ maker: check.device.make, model: check.device.model });

/** A page of the journey: its heading, and what it shows. */
export function ByodPage({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return <JourneyPageFrame title={title}>{children}</JourneyPageFrame>;
}

/** The phone the customer checked, kept for the visit, and the way to keep the next one. */
export function useCheckedPhone() {
  const { atoms } = useByod();
  const [phone, keep] = useAtom(checkedPhoneAtom, { store: atoms });
  return { phone: phone ?? undefined, keep };
}

/** Checks a phone and keeps the answer, then shows it on dvm/deviceEligibility; a refusal is said by its id. */
export function useCheckPhone() {
  const { services } = useByod();
  const { keep } = useCheckedPhone();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ readonly id: string | undefined }>();
  const run = async (query: PhoneQuery) => {
    setBusy(true);
    setRefusal(undefined);
    try {
      const check = await services.check(query);
      keep({ check, ...('imei' in query ? { imei: query.imei } : {}) });
      await navigate({ to: BYOD_PATHS.deviceEligibility as never });
    } catch (error) {
      setRefusal({ id: serviceErrorId(error) });
      setBusy(false);
    }
  };
  return { run, busy, refusal };
}

/** The eSIM details of a phone, asked once per page (spec 7.3 GET_ESIM_DEVICE_DETAILS). */
type EsimState =
  { readonly status: 'idle' | 'loading' | 'failed' } | { readonly status: 'ready'; readonly details: EsimDetails };

type EsimAction =
  | { readonly type: 'GET_ESIM_DEVICE_DETAILS' }
  | { readonly type: 'ESIM_DEVICE_DETAILS'; readonly details: EsimDetails }
  | { readonly type: 'ESIM_DEVICE_DETAILS_FAILED' };

/** The eSIM details' reducer: the action GET_ESIM_DEVICE_DETAILS starts the one call, whose answer it keeps. */
export function esimReducer(state: EsimState, action: EsimAction): EsimState {
  switch (action.type) {
    case 'GET_ESIM_DEVICE_DETAILS':
      return state.status === 'idle' ? { status: 'loading' } : state;
    case 'ESIM_DEVICE_DETAILS':
      return { status: 'ready', details: action.details };
    case 'ESIM_DEVICE_DETAILS_FAILED':
      return { status: 'failed' };
  }
}

/** Dispatches GET_ESIM_DEVICE_DETAILS once for the checked phone (when it may take an eSIM) and answers its state. */
export function useEsimDetails(phone: CheckedPhone | undefined): EsimState {
  const { services } = useByod();
  const [state, dispatch] = useReducer(esimReducer, { status: 'idle' });
  const asked = useRef(false);
  const esim = phone?.check.device.sims.includes('ESIM') && phone.check.verdict !== 'INCOMPATIBLE';
  useEffect(() => {
    if (!phone || !esim || asked.current) return;
    asked.current = true;
    dispatch({ type: 'GET_ESIM_DEVICE_DETAILS' });
    services
      .esimDetails(phone.imei ? { imei: phone.imei } : { deviceId: phone.check.device.id })
      .then((details) => dispatch({ type: 'ESIM_DEVICE_DETAILS', details }))
      .catch(() => dispatch({ type: 'ESIM_DEVICE_DETAILS_FAILED' }));
  }, [phone, esim, services]);
  return state;
}

/** What a verdict lets the customer do: get a SIM, check again, or choose a new phone. */
export function NextSteps({ check }: { readonly check: ByodCheck }) {
  const texts = useTexts();
  const { site } = useStorefront();
  const works = check.verdict === 'COMPATIBLE' || check.verdict === 'ESIM_ONLY';
  return (
    <div className={actionRow}>
      {works ? (
        <a className={actionLink} href={`${site.base}${BYOD_PATHS.buySim}`}>
          {texts.getSim}
        </a>
      ) : null}
      {check.verdict === 'LOCKED' ? (
        <Link href={`${site.base}${BYOD_PATHS.eligibility}`} variant="standalone">
          {texts.checkAgain}
        </Link>
      ) : null}
      {!works ? (
        <Link href={`${site.base}${SHOP_PATHS.gridwall}`} variant="standalone">
          {texts.shopPhones}
        </Link>
      ) : null}
    </div>
  );
}
