import { checkZip } from '@carrier/checkout-rules';
import { Alert, Link, Stack } from '@carrier/design-system';
import { useSearch } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import {
  card,
  cardList,
  cardTitle,
  intro,
  mutedText,
  useFormState,
  useGo,
  useLoad,
  useStorefront,
  ZipCodeForm,
} from '@carrier/storefront/kit';
import { STORE_PATHS } from './paths.js';
import { useStoresDeps } from './deps.js';
import { useTexts, Hours } from './stores.js';
import { StoresPage } from './StoresPage.js';

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
  const form = useFormState({ zip: searched ?? '' });
  const results = useLoad(
    async () => (searched ? (await services.search(searched, device)).stores : undefined),
    [searched, device],
  );
  const busy = searched !== undefined && results.status === 'loading';
  const failed = results.status === 'failed';
  const found = results.status === 'ready' ? results.value : undefined;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkZip(form.values.zip);
    form.fail(checked.ok ? {} : { zip: texts.zipError });
    if (!checked.ok) return;
    if (checked.value === searched) results.reload();
    else go(STORE_PATHS.finder, { ...(device ? { device } : {}), zip: checked.value });
  };

  return (
    <StoresPage title={texts.finderTitle}>
      <p className={intro}>{texts.finderIntro}</p>
      <ZipCodeForm
        label={texts.zip}
        {...form.field('zip')}
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
