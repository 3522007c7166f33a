import { Alert, Button, ColorSwatchGroup, Link, Skeleton, Stack, StorageSelector } from '@carrier/design-system';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useId, useState } from 'react';
import {
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
import { useTexts } from './frame.js';
import * as styles from './prepaid.css.js';

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
  // Each colour and size links to the page with it chosen: a choice works before the page's code runs, or without it.
  const chosenHref = (next: { color?: string; storage?: number }) => {
    const chosen = { ...search, ...next };
    return href(productPath(deviceId), {
      ...(chosen.color ? { color: chosen.color } : {}),
      ...(chosen.storage !== undefined ? { storage: String(chosen.storage) } : {}),
    });
  };

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
            hrefFor={(name) => chosenHref({ color: name })}
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
              hrefFor={(gb) => chosenHref({ storage: Number(gb) })}
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
