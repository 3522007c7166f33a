// The census of an app's pages, read from its page table: the build writes `pages.json` next to each app from the
// journeys' manifests (`storePageTable`), so every page a manifest declares is opened, and none is listed here by hand.
// Each row says how a customer comes to the page (its manifest row's `entry`): who they are, an address of it with
// its variables and query filled in, the journey's state the steps before it leave, or the first step it sends a
// customer back to when opened before the steps that lead to it. `page-census.spec.ts` opens every one.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Who opens a page: a visitor who is not signed in, the postpay or prepay test user, or the guest-checkout test user. */
export type CensusVisitor = 'prospect' | 'postpay' | 'guest' | 'prepay';

/** A row of an app's `pages.json` (storefront's `StorePage`). */
interface StorePage {
  readonly journey: string;
  readonly pageName: string;
  readonly path: string;
  readonly entry?: {
    readonly visitor?: Exclude<CensusVisitor, 'prospect'>;
    readonly example?: string;
    readonly session?: Readonly<Record<string, unknown>>;
    readonly sendsBackTo?: string;
  };
}

export interface CensusPage {
  /** The page's journey and page name, and its path (several paths can share a page name). */
  readonly name: string;
  /** The address opened, relative to the sales base. */
  readonly address: string;
  /** Where the page must be when drawn: its own path, or the step it sends back to. */
  readonly landsOn: string;
  /** The page name the store counts the view of there (its own, or the step's it sends back to). */
  readonly viewed: string;
  readonly visitor: CensusVisitor;
  /** Session storage set before the page is opened (a journey's state that lets a step open). */
  readonly session: Readonly<Record<string, unknown>>;
}

/**
 * The pages of an app's table, each as its entry says it is opened. A page whose path has variables and whose row
 * gives no address to open is a problem of its manifest: it is answered among `unopenable`.
 */
export function censusOf(app: 'dotcom' | 'prepaid'): { pages: CensusPage[]; unopenable: string[] } {
  const file = resolve(import.meta.dirname, `../../${app}/dist/pages.json`);
  const table = JSON.parse(readFileSync(file, 'utf8')) as StorePage[];
  const pages: CensusPage[] = [];
  const unopenable: string[] = [];
  const nameAt = (path: string) => table.find((row) => row.path === path)?.pageName ?? path;
  for (const row of table) {
    const name = `${row.journey} ${row.pageName}`;
    const address = row.entry?.example ?? row.path;
    if (address.includes('{$')) {
      unopenable.push(`${name}: its path has variables and its manifest row gives no example to open`);
      continue;
    }
    pages.push({
      name,
      address,
      landsOn: row.entry?.sendsBackTo ?? address.split('?')[0]!,
      viewed: row.entry?.sendsBackTo ? nameAt(row.entry.sendsBackTo) : row.pageName,
      visitor: row.entry?.visitor ?? 'prospect',
      session: row.entry?.session ?? {},
    });
  }
  return { pages, unopenable };
}
