import type { Offer, OfferPlacement, RestrictedType } from '@carrier/service-contracts';
import type { Language } from '../language.js';
import * as z from 'zod/mini';
import { OfferRowData, catalogueData } from './data.js';
import { DEVICES } from './catalogue.js';

type Words = Readonly<Record<Language, string>>;

/** An offer as the sandbox keeps it: where it is shown, for whom, and its words in both languages. */
export interface OfferRow {
  readonly offerId: string;
  readonly placements: readonly OfferPlacement[];
  readonly title: Words;
  readonly description: Words;
  readonly terms: Words;
  /** Who can take it. */
  readonly eligibility: readonly Words[];
  readonly savings: number;
  readonly deviceIds: readonly string[];
  readonly endsOn: string | null;
  readonly restrictedType: RestrictedType | null;
  readonly action: Offer['action'];
  readonly partnerUrl: string | null;
  /** Shown only when the visitor's throttle list holds this flag (spec 6.4). */
  readonly throttle?: string;
  /** Shown only to signed-in customers. */
  readonly customersOnly?: boolean;
}

/**
 * The offers of the store's offer pages (the README lists them with the leads and links), written as data in
 * `apps/sandbox/data/offers.json` and checked as the sandbox starts.
 */
// JSON has no undefined: an optional field the file leaves out is absent, as the row type wants.
export const OFFERS = catalogueData('offers.json', z.array(OfferRowData)) as readonly OfferRow[];

/** Leads of campaign emails (README): who they are for (a first name only), and their own offers. */
export const LEADS: Readonly<Record<string, { readonly firstName: string; readonly offerIds: readonly string[] }>> = {
  'LD-7Q2K9D': { firstName: 'Liam', offerIds: ['OF-PX10-100', 'OF-S25U-DBL', 'OF-CARD-10'] },
  'LD-3M8N4P': { firstName: 'Ana', offerIds: ['OF-16E-100'] },
};

/** The holiday offers' season: from 15 November to 6 January (month 0-based, day). */
export const HOLIDAY_SEASON = { from: [10, 15], to: [0, 6] } as const;

/** Whether a day is in the holiday season. */
export function inHolidaySeason(now: Date): boolean {
  const month = now.getUTCMonth();
  const day = now.getUTCDate();
  const after = (m: number, d: number) => month > m || (month === m && day >= d);
  const before = (m: number, d: number) => month < m || (month === m && day <= d);
  return after(...HOLIDAY_SEASON.from) || before(...HOLIDAY_SEASON.to);
}

/** Specialists' links (README): a phone, a plan and accessories put together in a store for a customer. */
export const LINKS: Readonly<
  Record<
    string,
    {
      readonly specialist: string;
      readonly storeId: string;
      readonly note: Words;
      readonly expiresOn: string;
      readonly deviceId: string;
      readonly planId: string;
      readonly accessoryIds: readonly string[];
    }
  >
> = {
  'ML-4F7K2Q': {
    specialist: 'Jordan',
    storeId: 'ST-NYC-HSQ',
    note: {
      en: 'As we talked about: the Galaxy S25 with Unlimited Plus, and a case and a screen protector for it.',
      es: 'Como hablamos: el Galaxy S25 con Unlimited Plus, y un estuche y un protector de pantalla para él.',
    },
    expiresOn: '2099-12-31',
    deviceId: 'samsung-galaxy-s25',
    planId: 'PLAN-UNL-PLUS',
    accessoryIds: ['guardline-clear-case-for-galaxy-s25', 'guardline-glass-screen-protector-for-galaxy-s25'],
  },
  'ML-EXP001': {
    specialist: 'Casey',
    storeId: 'ST-CHI-MIC',
    note: { en: 'The iPhone 16 with 5G Start.', es: 'El iPhone 16 con 5G Start.' },
    expiresOn: '2025-01-31',
    deviceId: 'apple-iphone-16',
    planId: 'PLAN-5G-START',
    accessoryIds: [],
  },
};

/** 5G Home Internet: the three-digit ZIP areas it reaches (README), and its plans (dollars a month). */
export const HOME_INTERNET_AREAS: Readonly<Record<string, string>> = {
  '100': 'New York, NY',
  '606': 'Chicago, IL',
  '941': 'San Francisco, CA',
  '752': 'Dallas, TX',
  '073': 'Jersey City, NJ',
};
export const HOME_INTERNET_PLANS = [
  {
    planId: 'HI-5G-PLUS',
    name: '5G Home Plus',
    speed: { en: '300 Mbps', es: '300 Mbps' },
    monthly: 60,
    withMobile: 35,
  },
  {
    planId: 'HI-5G-ULT',
    name: '5G Home Ultimate',
    speed: { en: '1 Gbps', es: '1 Gbps' },
    monthly: 80,
    withMobile: 45,
  },
] as const;

/** The oldest model year the connected-car reader fits (its port is in every car sold in the US since). */
export const CONNECTED_CAR_FIRST_YEAR = 1996;
/** Makes the reader does not work with (an electric car maker whose cars have no standard port). */
export const CONNECTED_CAR_UNSUPPORTED_MAKES = ['tesla'] as const;

/** An offer in a language, with whether this account accepted it. */
export const offerIn = (row: OfferRow, language: Language, accepted: ReadonlySet<string>): Offer => ({
  offerId: row.offerId,
  title: row.title[language],
  description: row.description[language],
  savings: row.savings,
  deviceIds: [...row.deviceIds],
  endsOn: row.endsOn,
  restricted: row.restrictedType !== null,
  restrictedType: row.restrictedType,
  accepted: accepted.has(row.offerId),
  action: row.action,
  partnerUrl: row.partnerUrl,
  terms: row.terms[language],
  eligibility: row.eligibility.map((condition) => condition[language]),
  image: offerImage(row),
});

/** The kinds of offer that are not a phone, each with its own picture (`/content/vcg/images/offers/{kind}.svg`). */
export const OFFER_ART = ['bundle', 'fivegbolt', 'humconfig', 'creditCard', 'openBank'] as const;
export type OfferArt = (typeof OFFER_ART)[number];

/** An offer's picture: its phone in its first colour, or the picture of its kind. */
export function offerImage(row: Pick<OfferRow, 'deviceIds' | 'action'>): string | null {
  const device = row.deviceIds[0] ? DEVICES.find((d) => d.id === row.deviceIds[0]) : undefined;
  if (device?.colours[0]) return device.colours[0].image;
  return (OFFER_ART as readonly string[]).includes(row.action) ? `/content/vcg/images/offers/${row.action}.svg` : null;
}
