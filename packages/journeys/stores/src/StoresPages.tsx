import { checkEmail, checkName, checkZip } from '@carrier/checkout-rules';
import { Alert, Button, Link, RadioGroup, Select, Skeleton, Stack, TextField } from '@carrier/design-system';
import { VISIT_REASONS, type StoreSummary } from '@carrier/service-contracts';
import { useSearch } from '@tanstack/react-router';
import { Fragment, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  card,
  cardList,
  cardTitle,
  factList,
  formWidth,
  formatDay,
  intro,
  mutedText,
  serviceErrorId,
  useGo,
  useHydrated,
  useLoad,
  useStorefront,
  JourneyPageFrame,
  ZipCodeForm,
} from '@carrier/storefront/kit';
import { STORE_PATHS } from './paths.js';
import { useStoresDeps } from './deps.js';
import { STORES_STRINGS, type StoresStrings } from './strings/index.js';

export const useTexts = (): StoresStrings => STORES_STRINGS[useStorefront().site.language];

/** A page of the stores journey: its heading, its page view, and what it shows. */
export function StoresPage({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return <JourneyPageFrame title={title}>{children}</JourneyPageFrame>;
}

const WEEK = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** A day of the week (`Mon`) as the site's language names it: `Monday`, `lunes`. */
export function weekdayName(day: string, language: 'en' | 'es'): string {
  const index = WEEK.indexOf(day);
  if (index < 0) return day;
  // 23 November 2026 is a Monday.
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 23 + index, 12)),
  );
}

/** A store's week of hours. */
function Hours({ store }: { readonly store: StoreSummary }) {
  const texts = useTexts();
  const { site } = useStorefront();
  return (
    <dl className={factList} aria-label={texts.hours}>
      {store.hours.map((h) => (
        <Fragment key={h.day}>
          <dt>{weekdayName(h.day, site.language)}</dt>
          <dd>
            {h.opens}–{h.closes}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * stores: the stores near a ZIP with their hours, a phone's stock (`?device=`), and the way to book a visit. The ZIP
 * searched is kept in the address (`?zip=`), so Back from a store comes back to the same stores.
 */
export function StoreFinderPage() {
  const texts = useTexts();
  const { services } = useStoresDeps();
  const { site } = useStorefront();
  const go = useGo();
  const { device, zip: searched } = useSearch({ strict: false }) as { device?: string; zip?: string };
  const [zip, setZip] = useState(searched ?? '');
  const [zipError, setZipError] = useState<string>();
  const results = useLoad(
    async () => (searched ? (await services.search(searched, device)).stores : undefined),
    [searched, device],
  );
  const busy = searched !== undefined && results.status === 'loading';
  const failed = results.status === 'failed';
  const found = results.status === 'ready' ? results.value : undefined;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkZip(zip);
    setZipError(checked.ok ? undefined : texts.zipError);
    if (!checked.ok) return;
    if (checked.value === searched) results.reload();
    else go(STORE_PATHS.finder, { ...(device ? { device } : {}), zip: checked.value });
  };

  return (
    <StoresPage title={texts.finderTitle}>
      <p className={intro}>{texts.finderIntro}</p>
      <ZipCodeForm
        label={texts.zip}
        value={zip}
        onChange={setZip}
        error={zipError}
        submit={busy ? texts.searching : texts.search}
        busy={busy}
        onSubmit={search}
      />
      {failed ? <Alert tone="error">{texts.searchFailed}</Alert> : null}
      {found && found.length === 0 ? <Alert tone="info">{texts.noStores}</Alert> : null}
      {found && found.length > 0 ? (
        <ul className={cardList} aria-live="polite">
          {found.map((store) => (
            <li key={store.storeId} className={card}>
              <Stack space="sm">
                <h2 className={cardTitle}>{store.name}</h2>
                <p>{store.address}</p>
                <p className={mutedText}>
                  {texts.miles(
                    new Intl.NumberFormat(site.language === 'es' ? 'es-US' : 'en-US').format(store.distanceMiles),
                  )}
                </p>
                {store.stock ? (
                  <p>
                    {store.stock.units > 0
                      ? texts.inStock(store.stock.units, store.stock.name)
                      : texts.outOfStock(store.stock.name)}
                  </p>
                ) : null}
                <Hours store={store} />
                <Link variant="standalone" href={`${site.base}${STORE_PATHS.store}?store=${store.storeId}`}>
                  {texts.seeStore(store.name)}
                </Link>
              </Stack>
            </li>
          ))}
        </ul>
      ) : null}
    </StoresPage>
  );
}

type VisitReason = (typeof VISIT_REASONS)[number];

/** stores/store: a store's hours and the times a visit can be booked, and the booking (once per key). */
export function StorePage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { services, newKey } = useStoresDeps();
  const hydrated = useHydrated();
  const go = useGo();
  const { store: storeId = '' } = useSearch({ strict: false }) as { store?: string };
  const details = useLoad(
    () => (storeId ? services.store(storeId) : Promise.reject(new Error('no store'))),
    [storeId],
    { report: (e) => storeId !== '' && serviceErrorId(e) !== 'STORE_NOT_FOUND' },
  );
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [reason, setReason] = useState<VisitReason>('buy');
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ time?: string; firstName?: string; email?: string }>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  const key = useRef<string | undefined>(undefined);

  if (details.status === 'loading')
    return (
      <StoresPage title={texts.storeTitle}>
        <Skeleton height="16rem" />
      </StoresPage>
    );
  if (details.status === 'failed')
    return (
      <StoresPage title={texts.storeTitle}>
        <Alert tone="warning">{texts.storeMissing}</Alert>
        <Link variant="standalone" href={`${site.base}${STORE_PATHS.finder}`}>
          {texts.findAnother}
        </Link>
      </StoresPage>
    );
  const { store, slots } = details.value;
  const slot = slots.find((s) => s.day === day) ?? slots.find((s) => s.times.length > 0) ?? slots[0];

  const book = async (event: FormEvent) => {
    event.preventDefault();
    const name = checkName(firstName);
    const mail = checkEmail(email);
    const found = {
      ...(slot && slot.times.includes(time) ? {} : { time: texts.noTimes }),
      ...(name.ok ? {} : { firstName: texts.firstNameError }),
      ...(mail.ok ? {} : { email: texts.emailError }),
    };
    setErrors(found);
    if (!slot || !name.ok || !mail.ok || Object.keys(found).length > 0) return;
    setBusy(true);
    setFailed(undefined);
    key.current ??= newKey();
    try {
      const visit = await services.book(
        { storeId: store.storeId, day: slot.day, time, reason, firstName: name.value, email: mail.value },
        key.current,
      );
      go(STORE_PATHS.visit, { visit: visit.visitId });
    } catch (error) {
      const taken = serviceErrorId(error) === 'VISIT_TIME_TAKEN';
      if (taken) {
        key.current = undefined;
        setTime('');
        details.reload();
      }
      setFailed(taken ? texts.timeTaken : texts.bookFailed);
      setBusy(false);
    }
  };

  return (
    <StoresPage title={texts.storeTitle}>
      <Stack space="sm">
        <h2 className={cardTitle}>{store.name}</h2>
        <p>{store.address}</p>
        <Hours store={store} />
      </Stack>
      <form onSubmit={(e) => void book(e)} noValidate className={formWidth}>
        <Stack space="md">
          {failed ? <Alert tone="error">{failed}</Alert> : null}
          <Select
            label={texts.chooseDay}
            value={slot?.day ?? ''}
            onChange={(v) => {
              setDay(v);
              setTime('');
            }}
            options={slots.map((s) => ({ value: s.day, label: formatDay(s.day, site.language) }))}
          />
          {slot && slot.times.length > 0 ? (
            <Select
              label={texts.chooseTime}
              value={time}
              onChange={setTime}
              placeholder={texts.chooseTime}
              options={slot.times.map((t) => ({ value: t, label: t }))}
              {...(errors.time ? { error: errors.time } : {})}
            />
          ) : (
            <Alert tone="info">{texts.noTimes}</Alert>
          )}
          <RadioGroup
            legend={texts.reason}
            value={reason}
            onChange={(v) => setReason((VISIT_REASONS as readonly string[]).includes(v) ? (v as VisitReason) : 'buy')}
            options={VISIT_REASONS.map((r) => ({ value: r, label: texts.reasons[r] }))}
          />
          <TextField
            id="field-firstName"
            name="firstName"
            label={texts.firstName}
            value={firstName}
            onChange={setFirstName}
            autoComplete="given-name"
            maxLength={40}
            {...(errors.firstName ? { error: errors.firstName } : {})}
          />
          <TextField
            id="field-email"
            name="email"
            type="email"
            label={texts.email}
            value={email}
            onChange={setEmail}
            autoComplete="email"
            maxLength={120}
            {...(errors.email ? { error: errors.email } : {})}
          />
          <div>
            <Button type="submit" loading={busy} disabled={!hydrated}>
              {busy ? texts.booking : texts.book}
            </Button>
          </div>
        </Stack>
      </form>
    </StoresPage>
  );
}

/** stores/visit: the booked visit (`?visit=`), read again by the browser that booked it. */
export function VisitPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { services } = useStoresDeps();
  const { visit: visitId = '' } = useSearch({ strict: false }) as { visit?: string };
  const visit = useLoad(() => (visitId ? services.visit(visitId) : Promise.reject(new Error('no visit'))), [visitId], {
    report: (e) => visitId !== '' && serviceErrorId(e) !== 'VISIT_NOT_FOUND',
  });
  return (
    <StoresPage title={texts.visitTitle}>
      {visit.status === 'loading' ? <Skeleton height="8rem" /> : null}
      {visit.status === 'failed' ? <Alert tone="warning">{texts.visitMissing}</Alert> : null}
      {visit.status === 'ready' ? (
        <Stack space="xs">
          <p className={mutedText}>{texts.visitNumber(visit.value.visitId)}</p>
          <p>
            <strong>{texts.visitWhen(formatDay(visit.value.day, site.language), visit.value.time)}</strong>
          </p>
          <p>{texts.visitWhere(visit.value.storeName, visit.value.address)}</p>
          <p>{texts.reasons[visit.value.reason]}</p>
        </Stack>
      ) : null}
      <Link variant="standalone" href={`${site.base}${STORE_PATHS.finder}`}>
        {texts.findAnother}
      </Link>
    </StoresPage>
  );
}
