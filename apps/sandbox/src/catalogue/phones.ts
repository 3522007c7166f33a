import * as z from 'zod/mini';
import { PhoneRowData, catalogueData } from './data.js';

/** The badges a device can carry. */
export type BadgeId = 'new' | 'deal' | 'bestSeller';

/** What each badge says, in each language of the store. */
export const BADGE_LABELS = {
  en: { new: 'New', deal: 'Deal', bestSeller: 'Best seller' },
  es: { new: 'Nuevo', deal: 'Oferta', bestSeller: 'Más vendido' },
} as const satisfies Record<'en' | 'es', Record<BadgeId, string>>;

/**
 * How a model looks, as its pictures draw it: no two models of the catalogue look the same (the catalogue check says
 * so), so a shopper tells them apart by their pictures as in a store.
 */
export interface PhoneLook {
  /** Height and width in millimetres (a flip open, a fold closed). */
  readonly size: readonly [height: number, width: number];
  /** The radius of the body's corners, in millimetres. */
  readonly corner: number;
  /**
   * The camera on the back: a plateau across the top with the lenses in a corner, a bar (visor) across the back, a
   * pill standing in a corner, a rounded square, lenses standing alone in a column, a circle, a strip along the
   * side, a lying oval, or lenses flush with the back.
   */
  readonly camera: 'plateau' | 'bar' | 'pill' | 'square' | 'lenses' | 'circle' | 'strip' | 'oval' | 'flush';
  /** How many lenses the camera has. */
  readonly lenses: number;
  /** The front camera: an island, a punch hole, a notch, a drop, or a bezel above the screen. */
  readonly front: 'island' | 'punch' | 'notch' | 'drop' | 'bezel';
  /** The border around the screen, in millimetres. */
  readonly bezel: number;
  /** A fold's width open, in millimetres. */
  readonly open?: number;
  /** A flip's outer screen: the whole cover, the cover around the cameras, or a small window. */
  readonly cover?: 'full' | 'wrap' | 'small';
  /** A stylus in its silo. */
  readonly stylus?: boolean;
}

/**
 * What a shopper tells a model apart by in its pictures: its form, its camera and lens count, its front camera, a
 * flip's cover, a stylus, its height to 5 mm and a thin or a thick border around its screen. Two models of the
 * catalogue never have the same (the catalogue check refuses it).
 */
export function lookSignature(row: Pick<PhoneRow, 'shape' | 'look'>): string {
  const { look } = row;
  return [
    row.shape,
    `${look.camera} camera of ${look.lenses}`,
    `${look.front} front`,
    look.cover ? `${look.cover} cover` : '',
    look.stylus ? 'stylus' : '',
    `${Math.round(look.size[0] / 5) * 5} mm tall`,
    look.bezel >= 2.2 ? 'thick border' : 'thin border',
  ]
    .filter(Boolean)
    .join(', ');
}

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
  /** How the model looks, for its pictures (see `PhoneLook`). */
  readonly look: PhoneLook;
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
