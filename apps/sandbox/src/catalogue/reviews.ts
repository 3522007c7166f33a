import type { DeviceReview } from '@carrier/service-contracts';
import type { Language } from '../language.js';
import { ReviewsData, catalogueData } from './data.js';

/** A review as the catalogue keeps it: its stars and its words in each language of the store. */
interface ReviewText {
  readonly rating: 1 | 2 | 3 | 4 | 5;
  readonly en: readonly [title: string, body: string];
  readonly es: readonly [title: string, body: string];
}

/**
 * What customers wrote, from delighted to disappointed (`{name}` is the phone's name), and who wrote them (first name
 * and the initial of the last, as stores show reviewers): `apps/sandbox/data/reviews.json`, checked as the sandbox
 * starts.
 */
const { texts: TEXTS, authors: AUTHORS } = catalogueData('reviews.json', ReviewsData) as {
  readonly texts: readonly ReviewText[];
  readonly authors: readonly string[];
};

/** How many reviews a phone's page shows. */
export const REVIEWS_SHOWN = 3;

/** A stable number from a string, so a phone's reviews are the same on every start. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The share of each star count, five stars first, for a mean rating: weights e^(t·stars) with t found by halving. */
function shares(average: number): number[] {
  const target = Math.min(4.95, Math.max(1.05, average));
  const mean = (t: number) => {
    const w = [5, 4, 3, 2, 1].map((s) => Math.exp(t * s));
    const total = w.reduce((a, b) => a + b, 0);
    return [w.map((x) => x / total), w.reduce((a, x, i) => a + x * (5 - i), 0) / total] as const;
  };
  let [low, high] = [-20, 20];
  for (let i = 0; i < 60; i++) {
    const middle = (low + high) / 2;
    if (mean(middle)[1] < target) low = middle;
    else high = middle;
  }
  return [...mean((low + high) / 2)[0]];
}

/** How a phone's reviews split by stars (five first): whole counts that add up to `count`. */
export function histogram(average: number, count: number): { stars: number; count: number }[] {
  const counts = shares(average).map((share) => Math.floor(share * count));
  const left = count - counts.reduce((a, b) => a + b, 0);
  // What rounding down left over goes to the star count nearest the mean.
  const nearest = Math.min(4, Math.max(0, Math.round(5 - average)));
  counts[nearest] = (counts[nearest] ?? 0) + left;
  return counts.map((n, i) => ({ stars: 5 - i, count: n }));
}

/**
 * A few reviews of a phone in a language: the ones whose stars lie nearest the phone's rating, two praising and
 * one critical for a phone rated 4 or more, dated after its release.
 */
export function reviewsOf(
  device: { readonly id: string; readonly name: string; readonly released: string; readonly average: number },
  language: Language,
): DeviceReview[] {
  const seed = hash(device.id);
  const praising = TEXTS.filter((t) => t.rating >= 4);
  const critical = TEXTS.filter((t) => t.rating <= 3);
  const ordered =
    device.average >= 4
      ? [praising[seed % praising.length], praising[(seed + 1) % praising.length], critical[seed % critical.length]]
      : [praising[seed % praising.length], critical[seed % critical.length], critical[(seed + 1) % critical.length]];
  const released = Date.parse(device.released);
  return ordered
    .filter((text): text is ReviewText => text !== undefined)
    .slice(0, REVIEWS_SHOWN)
    .map((text, i) => {
      const [title, body] = text[language];
      const days = 12 + ((seed >>> (i * 4)) % 90) + i * 17;
      return {
        id: `${device.id}-review-${i + 1}`,
        author: AUTHORS[(seed + i * 5) % AUTHORS.length] ?? 'Customer',
        rating: text.rating,
        title,
        body: body.replaceAll('{name}', device.name),
        date: new Date(released + days * 86_400_000).toISOString().slice(0, 10),
        verifiedPurchase: i !== 2,
      };
    });
}
