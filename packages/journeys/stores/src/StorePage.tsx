import { checkEmail, checkName } from '@carrier/checkout-rules';
import {
  Alert,
  Button,
  Link,
  RadioGroup,
  Select,
  Skeleton,
  Stack,
  TextField,
  formatTime,
} from '@carrier/design-system';
import { VIDEO_ASSIST_PATH } from '@carrier/live-chat-engine';
import { VISIT_REASONS } from '@carrier/service-contracts';
import { useSearch } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import {
  cardTitle,
  formWidth,
  formatDay,
  serviceErrorId,
  useGo,
  useHydrated,
  useLoad,
  useStorefront,
  useFormState,
} from '@carrier/storefront/kit';
import { STORE_PATHS } from './paths.js';
import { useStoresDeps } from './deps.js';
import { useTexts, Hours, type VisitReason } from './stores.js';
import { StoresPage } from './StoresPage.js';

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
  const [reason, setReason] = useState<VisitReason>('buy');
  const form = useFormState({ time: '', firstName: '', email: '' });
  const { time, firstName, email } = form.values;
  const { errors } = form;
  const setTime = form.set('time');
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
    form.fail(found);
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
        {/* Help from this store's Specialists without going there: video assistance, in its own window. */}
        <Link external href={`${VIDEO_ASSIST_PATH}?locationCode=${encodeURIComponent(store.storeId)}`}>
          {texts.videoFromStore}
        </Link>
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
              options={slot.times.map((t) => ({ value: t, label: formatTime(t, site.language) }))}
              error={errors.time}
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
            onChange={form.set('firstName')}
            autoComplete="given-name"
            maxLength={40}
            error={errors.firstName}
          />
          <TextField
            id="field-email"
            name="email"
            type="email"
            label={texts.email}
            value={email}
            onChange={form.set('email')}
            autoComplete="email"
            maxLength={120}
            error={errors.email}
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
