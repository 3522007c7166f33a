import {
  Alert,
  Button,
  ColorSwatchGroup,
  Link,
  ProductTile,
  Skeleton,
  Stack,
  StorageSelector,
} from '@carrier/design-system';
import type { PrepaidPhone } from '@carrier/service-contracts';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useId, useState } from 'react';
import {
  card,
  cardTitle,
  intro,
  journeyPage,
  mutedText,
  pageTitle,
  serviceErrorId,
  useGo,
  useHref,
  useLoad,
  useMoney,
  usePageView,
} from '@carrier/storefront/kit';
import { PREPAID_PATHS, productPath } from './paths.js';
import { STORE_PATHS } from '@carrier/journey-stores/paths';
import { usePrepaidDeps } from './deps.js';
import { PrepaidPage, Retry, useTexts } from './frame.js';
import * as styles from './prepaid.css.js';

/** shop: the prepaid store's landing, its promise and its ways in. */
export function LandingPage() {
  const texts = useTexts();
  const href = useHref();
  const money = useMoney();
  const { services } = usePrepaidDeps();
  const plans = useLoad(() => services.plans(), [], { report: () => false });
  usePageView(texts.landingTitle);
  const id = useId();
  const cheapest =
    plans.status === 'ready' && plans.value.plans.length > 0
      ? Math.min(...plans.value.plans.map((p) => p.monthly - p.autopayDiscount))
      : undefined;
  const ways = [
    { title: texts.shopPhones, text: texts.shopPhonesText, path: PREPAID_PATHS.gridwall },
    { title: texts.bringPhone, text: texts.bringPhoneText, path: PREPAID_PATHS.byod },
    { title: texts.seePlans, text: texts.seePlansText, path: PREPAID_PATHS.plans },
    {
      title: texts.manageLine,
      text: texts.manageLineText,
      path: PREPAID_PATHS.mdnSelection,
      link: texts.manageLineLink,
    },
    { title: texts.partnerTitle, text: texts.partnerText, path: PREPAID_PATHS.rpsPlans, link: texts.partnerLink },
  ];
  return (
    <Stack as="section" space="lg" className={journeyPage} aria-labelledby={id}>
      <div className={styles.hero}>
        <h1 id={id} className={pageTitle}>
          {texts.landingTitle}
        </h1>
        <p>{texts.landingIntro}</p>
        {/* The line keeps its room while the plans load, so nothing below moves. */}
        <p aria-live="polite" style={{ minHeight: '1.5em' }}>
          {cheapest !== undefined ? texts.plansFrom(money(cheapest)) : ''}
        </p>
      </div>
      {[ways.slice(0, 3), ways.slice(3)].map((group, index) => (
        <ul key={index} className={styles.waysIn}>
          {group.map((way) => (
            <li key={way.path} className={card}>
              <h2 className={cardTitle}>{way.title}</h2>
              <p>{way.text}</p>
              <Link variant="standalone" href={href(way.path)}>
                {way.link ?? way.title}
              </Link>
            </li>
          ))}
        </ul>
      ))}
    </Stack>
  );
}

/** The lowest price of a phone (its smallest storage). */
const fromPrice = (phone: PrepaidPhone) => Math.min(...phone.skus.map((s) => s.price));

/** smartphones: the prepaid phones, each at its full price. */
export function GridwallPage() {
  const texts = useTexts();
  const href = useHref();
  const { services } = usePrepaidDeps();
  const phones = useLoad(() => services.phones(), []);
  return (
    <PrepaidPage title={texts.gridwallTitle}>
      <p className={intro}>{texts.gridwallIntro}</p>
      {phones.status === 'loading' ? <Skeleton height="28rem" /> : null}
      {phones.status === 'failed' ? <Retry message={texts.phonesFailed} retry={phones.reload} /> : null}
      {phones.status === 'ready' ? (
        <ul className={styles.phoneGrid}>
          {phones.value.map((phone, index) => (
            <li key={phone.deviceId}>
              <ProductTile
                name={phone.name}
                maker={phone.maker}
                href={href(productPath(phone.deviceId))}
                {...(phone.colours[0] ? { imageSrc: phone.colours[0].image } : {})}
                price={{ retail: fromPrice(phone), mode: 'retail' }}
                rating={{ value: phone.rating.average, count: phone.rating.count }}
                colors={phone.colours.map((c) => ({ name: c.name, hex: c.hex }))}
                headingLevel={2}
                eager={index < 4}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </PrepaidPage>
  );
}

/** productDetail: a prepaid phone, its colour and storage at their full price, into the cart. */
export function ProductPage() {
  const texts = useTexts();
  const money = useMoney();
  const href = useHref();
  const go = useGo();
  const navigate = useNavigate();
  const { services } = usePrepaidDeps();
  const { deviceId } = useParams({ strict: false }) as { deviceId: string };
  const search = useSearch({ strict: false }) as { color?: string; storage?: number };
  const phone = useLoad(() => services.phone(deviceId), [deviceId], {
    report: (e) => serviceErrorId(e) !== 'DEVICE_NOT_FOUND',
  });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  usePageView(phone.status === 'ready' ? phone.value.name : texts.gridwallTitle);
  const id = useId();

  if (phone.status === 'loading')
    return (
      <Stack as="section" space="lg" className={journeyPage}>
        <Skeleton height="28rem" />
      </Stack>
    );
  if (phone.status === 'failed')
    return (
      <Stack as="section" space="lg" className={journeyPage} aria-labelledby={id}>
        <h1 id={id} className={pageTitle}>
          {texts.gridwallTitle}
        </h1>
        <Alert tone="warning">{texts.phoneMissing}</Alert>
        <Link variant="standalone" href={href(PREPAID_PATHS.gridwall)}>
          {texts.backToPhones}
        </Link>
      </Stack>
    );
  const p = phone.value;
  const colour = p.colours.find((c) => c.name === search.color) ?? p.colours[0];
  const sizes = [...new Set(p.skus.map((s) => s.storageGb))];
  const storage = sizes.includes(search.storage ?? -1) ? search.storage! : sizes[0];
  const sku = p.skus.find((s) => s.colour === colour?.name && s.storageGb === storage) ?? p.skus[0];
  const setSearch = (next: { color?: string; storage?: number }) =>
    void navigate({ to: '.', search: { ...search, ...next } as never, replace: true });

  const add = async () => {
    if (!sku) return;
    setBusy(true);
    setFailed(false);
    try {
      const cart = await services.addPhone(sku.sku);
      go(cart.plan ? PREPAID_PATHS.cart : PREPAID_PATHS.plans);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <Stack as="section" space="lg" className={journeyPage} aria-labelledby={id}>
      <div className={styles.product}>
        {colour ? <img className={styles.productImage} src={colour.image} alt="" width={320} height={320} /> : null}
        <Stack space="md">
          <h1 id={id} className={pageTitle}>
            {p.name}
          </h1>
          <p className={mutedText}>{p.summary}</p>
          {sku ? <p className={styles.bigPrice}>{money(sku.price)}</p> : null}
          <p>{texts.paidInFull}</p>
          {p.esim ? <p className={mutedText}>{texts.esimReady}</p> : null}
          <ColorSwatchGroup
            legend={texts.colour}
            swatches={p.colours.map((c) => ({ value: c.name, name: c.name, hex: c.hex }))}
            value={colour?.name ?? ''}
            onChange={(name) => setSearch({ color: name })}
          />
          {sizes.length > 1 ? (
            <StorageSelector
              legend={texts.storage}
              options={sizes.map((gb) => ({
                value: String(gb),
                label: gb >= 1024 ? `${gb / 1024} TB` : `${gb} GB`,
              }))}
              value={String(storage)}
              onChange={(gb) => setSearch({ storage: Number(gb) })}
            />
          ) : null}
          {failed ? <Alert tone="error">{texts.addFailed}</Alert> : null}
          <div>
            <Button onClick={() => void add()} loading={busy} disabled={busy || !sku}>
              {busy ? texts.adding : texts.addPhone}
            </Button>
          </div>
          <Link variant="standalone" href={href(STORE_PATHS.finder, { device: p.deviceId })}>
            {texts.inStores}
          </Link>
        </Stack>
      </div>
    </Stack>
  );
}
