import { Link, Stack, formatMoney } from '@carrier/design-system';
import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useLoad, useStorefront } from '@carrier/storefront/kit';
import { SHOP_PATHS, accessoryPath } from './paths.js';
import type { Accessory, Device } from './catalogue.js';
import { useShop } from './deps.js';
import { Gridwall, type SearchFound } from './gridwall/Gridwall.js';
import { PickedPhones } from './gridwall/PickedPhones.js';
import { useShopStrings, viewedDevices } from './hooks.js';
import { catalogueIndex, findIn, planDetail } from './search-catalogue.js';
import { parseGridwallSearch } from './search.js';
import type { Plan } from './services.js';
import * as styles from './shop.css.js';

/**
 * The search results (`/search.html?q=`): the phones that match, with the gridwall's filters, sort and compare,
 * then the accessories and plans that match; when nothing does, the pdm service's recommendations.
 */
export function SearchResultsPage() {
  const search = parseGridwallSearch(useSearch({ strict: false }));
  const query = search.q ?? '';
  const shop = useShop();
  const catalogue = useLoad(() => shop.services.devices(), []);
  const found = useSearchResults(query, catalogue.status === 'ready' ? catalogue.value : undefined);
  const view = search.view ?? 'monthly';
  return (
    <Gridwall
      results={{
        query,
        found,
        nothing: <NothingFound query={query} view={view} />,
        after: found ? <OtherResults accessories={found.accessories} plans={found.plans} /> : null,
      }}
    />
  );
}

/** No accessories or plans (yet): the same empty list on every drawing. */
const NONE: readonly never[] = [];

/**
 * The search's results for a query, once the phones are read (accessories and plans follow; without them the
 * phones still show). Undefined while the phones load.
 */
function useSearchResults(query: string, devices: readonly Device[] | undefined): SearchFound | undefined {
  const { site } = useStorefront();
  const shop = useShop();
  const accessories = useLoad(() => shop.services.accessories(), [], {
    report: () => false,
  });
  const plans = useLoad(() => shop.services.plans('postpaid'), [], {
    report: () => false,
  });
  const others = {
    accessories: accessories.status === 'ready' ? accessories.value : NONE,
    plans: plans.status === 'ready' ? plans.value : NONE,
  };
  const index = useMemo(
    () => (devices ? catalogueIndex({ devices, ...others }, site.language) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when a list arrives, not on each drawing
    [devices, others.accessories, others.plans, site.language],
  );
  return useMemo(() => {
    if (!index || !devices) return undefined;
    const hits = findIn(index, query);
    const pick = <T extends { readonly id: string }>(kind: string, list: readonly T[]) =>
      hits.filter((h) => h.item.kind === kind).flatMap((h) => list.filter((x) => x.id === h.item.id));
    const phones = pick('phone', devices);
    const matched = { accessories: pick('accessory', others.accessories), plans: pick('plan', others.plans) };
    const settled = accessories.status !== 'loading' && plans.status !== 'loading';
    return {
      phones,
      ...matched,
      nothing: settled && phones.length + matched.accessories.length + matched.plans.length === 0,
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the index carries the lists
  }, [index, query, accessories.status, plans.status]);
}

/** Accessories and plans a search found, as links with their prices. */
function OtherResults({
  accessories,
  plans,
}: {
  readonly accessories: readonly Accessory[];
  readonly plans: readonly Plan[];
}) {
  const { site } = useStorefront();
  const texts = useShopStrings().search;
  const money = (amount: number) => formatMoney(amount, site.language);
  return (
    <>
      <FoundLinks
        id="found-accessories"
        title={texts.accessories}
        links={accessories.map((a) => ({
          key: a.id,
          label: a.name,
          path: accessoryPath(a.id),
          detail: money(a.price),
        }))}
      />
      <FoundLinks
        id="found-plans"
        title={texts.plans}
        links={plans.map((p) => ({
          key: p.id,
          label: p.name,
          path: SHOP_PATHS.plans,
          detail: planDetail(p, texts, money),
        }))}
      />
    </>
  );
}

/** One kind of thing a search found, as links with a detail each (a price); nothing when none was found. */
function FoundLinks({
  id,
  title,
  links,
}: {
  readonly id: string;
  readonly title: string;
  readonly links: readonly {
    readonly key: string;
    readonly label: string;
    readonly path: string;
    readonly detail: string;
  }[];
}) {
  const { site } = useStorefront();
  if (links.length === 0) return null;
  return (
    <Stack as="section" space="md" aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.categoryList}>
        {links.map((link) => (
          <li key={link.key}>
            <a className={styles.categoryLink} href={`${site.base}${link.path}`}>
              {link.label}
              <span className={styles.muted}> · {link.detail}</span>
            </a>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

/**
 * Nothing matched: says so with what was searched for, and offers the phones the pdm service recommends
 * (source autoSuggestion), when it has some.
 */
function NothingFound({ query, view }: { readonly query: string; readonly view: 'monthly' | 'retail' }) {
  const { site, shell } = useStorefront();
  const shop = useShop();
  const texts = useShopStrings().search;
  const catalogue = useLoad(() => shop.services.devices(), []);
  const recommended = useLoad(() => shop.services.suggestions(viewedDevices(shell.sessionFlags)), [], {
    report: () => false,
  });
  return (
    <Stack space="lg">
      <Stack space="sm" align="start" padding="lg" background="surface" borderRadius="md">
        <h2 className={styles.sectionTitle}>{query ? texts.noneTitle(query) : texts.titleEmpty}</h2>
        <p className={styles.muted}>{query ? texts.noneBody : texts.promptEmpty}</p>
        <Link href={`${site.base}${SHOP_PATHS.gridwall}`}>{texts.browse}</Link>
      </Stack>
      <PickedPhones
        id="recommended-title"
        title={texts.recommended}
        ids={recommended.status === 'ready' ? recommended.value : []}
        devices={catalogue.status === 'ready' ? catalogue.value : []}
        view={view}
      />
    </Stack>
  );
}
