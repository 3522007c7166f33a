import * as z from 'zod/mini';
import { PhoneRowData, catalogueData } from './data.js';

/** The badges a device can carry. */
export type BadgeId = 'new' | 'deal' | 'bestSeller';

/** What each badge says, in each language of the store. */
export const BADGE_LABELS = {
  en: { new: 'New', deal: 'Deal', bestSeller: 'Best seller' },
  es: { new: 'Nuevo', deal: 'Oferta', bestSeller: 'Más vendido' },
} as const satisfies Record<'en' | 'es', Record<BadgeId, string>>;

/** One phone model as the catalogue is written: a row that the catalogue expands into products. */
export interface PhoneRow {
  readonly maker: string;
  readonly model: string;
  readonly os: 'iOS' | 'Android';
  /** Retail price of the smallest storage, in dollars. */
  readonly price: number;
  /** Storage options in GB; each step up adds `storageStep` dollars. */
  readonly storage: readonly number[];
  readonly storageStep: number;
  readonly colours: readonly (readonly [name: string, hex: string])[];
  readonly fiveG: boolean;
  readonly released: string;
  readonly rating: number;
  readonly reviews: number;
  /** Body shape drawn for the image. */
  readonly shape: 'slab' | 'fold' | 'flip' | 'rugged';
  readonly badge?: BadgeId;
  /**
   * Savings off retail, in dollars, with its promotion. Without a condition they come off the price at once; with
   * one (a new line, a trade-in) the price stays what it is and the savings are credited over the device payment's
   * months to a cart that meets the condition.
   */
  readonly promo?: {
    readonly id: string;
    readonly name: string;
    readonly savings: number;
    readonly condition?: 'newLine' | 'tradeIn';
    /** The one storage the promotion is for (double the storage for the price of the smaller); else every one. */
    readonly storageGb?: number;
  };
}

/**
 * The phones of the sandbox's catalogue (7 makers, iOS and Android, entry to flagship), written as data in
 * `apps/sandbox/data/phones.json` and checked as the sandbox starts.
 */
// JSON has no undefined: an optional field the file leaves out is absent, as the row type wants.
export const PHONES = catalogueData('phones.json', z.array(PhoneRowData)) as readonly PhoneRow[];
