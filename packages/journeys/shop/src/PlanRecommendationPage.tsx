import { deviceName } from '@carrier/service-contracts';
import { Alert, Button, Inline, Link, Select, Skeleton, Stack } from '@carrier/design-system';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { LoadFailed, useLoad, useStorefront, usePageView } from '@carrier/storefront/kit';
import { SHOP_PATHS, productPath } from './paths.js';
import { phoneNeed, recommendForPhone, type PhoneNeed } from './plans.js';
import { parseInterstitialSearch } from './search.js';
import * as styles from './shop.css.js';
import { useShop } from './deps.js';
import { usePlanStrings, usePlanType, RecommendedPlan } from './plans/parts.js';

/** The page's words, with its code: only a visit to the page loads them. */
const WORDS = {
  en: {
    title: 'A plan for your phone',
    intro: 'Tell us the phone you have or want, and we will suggest the plan that gets the most from it.',
    phone: 'Your phone',
    choosePhone: 'Choose a phone',
    submit: 'See the plan',
    unknownPhone: 'We do not sell that phone. Choose one from the list.',
    forPhone: (name: string) => `For the ${name}`,
    because: {
      fourG: 'This phone works on 4G LTE, not 5G: this is the plan with 4G LTE data that costs least.',
      fiveG: 'This phone works on 5G: this plan has 5G and hotspot data to share its connection, at the lowest price.',
      premiumFiveG:
        'This phone is made for premium 5G: this plan has premium network access and hotspot data, at the lowest price.',
    } satisfies Record<PhoneNeed, string>,
    seePhone: 'Back to the phone',
    quiz: 'Answer three questions instead',
    devicesFailed: 'The phones could not be loaded.',
  },
  es: {
    title: 'Un plan para tu teléfono',
    intro: 'Dinos qué teléfono tienes o quieres, y te sugerimos el plan que le saca el mayor provecho.',
    phone: 'Tu teléfono',
    choosePhone: 'Elige un teléfono',
    submit: 'Ver el plan',
    unknownPhone: 'No vendemos ese teléfono. Elige uno de la lista.',
    forPhone: (name: string) => `Para el ${name}`,
    because: {
      fourG: 'Este teléfono funciona con 4G LTE, no con 5G: este es el plan con datos 4G LTE que cuesta menos.',
      fiveG:
        'Este teléfono funciona con 5G: este plan tiene 5G y datos de hotspot para compartir su conexión, al precio más bajo.',
      premiumFiveG:
        'Este teléfono está hecho para 5G premium: este plan tiene acceso a la red premium y datos de hotspot, al precio más bajo.',
    } satisfies Record<PhoneNeed, string>,
    seePhone: 'Volver al teléfono',
    quiz: 'Mejor responde tres preguntas',
    devicesFailed: 'No se pudieron cargar los teléfonos.',
  },
} as const;

/**
 * `plans/recommendation`: the plan recommended for a phone (`?device=`, from the phone's page), by what the phone is
 * made for (`recommendForPhone`); without a phone, or with one the catalogue does not sell, a form to choose one. The
 * form is a GET form: it works before the page's code runs, and once it has, the page changes its search instead.
 */
export function PlanRecommendationPage() {
  const { site } = useStorefront();
  const shop = useShop();
  const words = WORDS[site.language];
  const texts = usePlanStrings();
  usePageView(words.title);
  const type = usePlanType();
  const navigate = useNavigate();
  const { device: deviceId } = parseInterstitialSearch(useSearch({ strict: false }));
  const devices = useLoad(() => shop.services.devices(), []);
  const plans = useLoad(() => shop.services.plans(type), [type]);
  const [picked, setPicked] = useState(deviceId ?? '');
  const device = devices.status === 'ready' ? devices.value.find((d) => d.id === deviceId) : undefined;
  const plan = device && plans.status === 'ready' ? recommendForPhone(plans.value, device) : undefined;
  const unknown = deviceId !== undefined && devices.status === 'ready' && !device;
  return (
    <Stack as="section" space="lg" className={styles.pageEnd} aria-labelledby="recommendation-title">
      <h1 id="recommendation-title" className={styles.heading}>
        {words.title}
      </h1>
      {devices.status === 'failed' ? <LoadFailed message={words.devicesFailed} retry={devices.retry} /> : null}
      {plans.status === 'failed' ? <LoadFailed message={texts.loadFailed} retry={plans.retry} /> : null}
      {(devices.status === 'loading' || (device && plans.status === 'loading')) && deviceId ? (
        <Skeleton lines={5} />
      ) : null}
      {device && plan ? (
        <Stack space="md">
          <h2 className={styles.sectionTitle}>{words.forPhone(deviceName(device))}</h2>
          <p>{words.because[phoneNeed(device)]}</p>
          <RecommendedPlan plan={plan} />
          <Inline space="md">
            <Link href={`${site.base}${productPath(device.id)}`}>{words.seePhone}</Link>
            <Link href={`${site.base}${SHOP_PATHS.planSelector}`}>{words.quiz}</Link>
          </Inline>
        </Stack>
      ) : null}
      {!deviceId ? <p>{words.intro}</p> : null}
      {unknown ? <Alert tone="error">{words.unknownPhone}</Alert> : null}
      {devices.status === 'ready' ? (
        <form
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            if (picked) void navigate({ to: '.', search: { device: picked } });
          }}
        >
          <Stack space="sm" align="start">
            <Select
              name="device"
              label={words.phone}
              placeholder={words.choosePhone}
              value={picked}
              required
              options={devices.value.map((d) => ({ value: d.id, label: deviceName(d) }))}
              onChange={setPicked}
            />
            <Button type="submit" variant={device ? 'secondary' : 'primary'}>
              {words.submit}
            </Button>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
