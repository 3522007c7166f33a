import type { DeviceReview } from '@carrier/service-contracts';
import type { Language } from '../language.js';

/** A review as the catalogue keeps it: its stars and its words in each language of the store. */
interface ReviewText {
  readonly rating: 1 | 2 | 3 | 4 | 5;
  readonly en: readonly [title: string, body: string];
  readonly es: readonly [title: string, body: string];
}

/** What customers wrote, from delighted to disappointed; `{name}` is the phone's name. */
const TEXTS: readonly ReviewText[] = [
  {
    rating: 5,
    en: [
      'Best phone I have owned',
      'Switched to the {name} last month. Battery lasts all day and the camera is superb.',
    ],
    es: [
      'El mejor teléfono que he tenido',
      'Me cambié al {name} el mes pasado. La batería dura todo el día y la cámara es excelente.',
    ],
  },
  {
    rating: 5,
    en: [
      'Fast and smooth',
      'Apps open instantly and the screen is bright even outdoors. Setup in the store took ten minutes.',
    ],
    es: [
      'Rápido y fluido',
      'Las aplicaciones abren al instante y la pantalla se ve bien incluso al sol. La configuración en la tienda tomó diez minutos.',
    ],
  },
  {
    rating: 5,
    en: [
      'Great upgrade',
      'Coming from a four-year-old phone, the {name} feels like a different world. Transfer was painless.',
    ],
    es: [
      'Gran mejora',
      'Después de un teléfono de cuatro años, el {name} es otro mundo. Pasar mis datos fue muy fácil.',
    ],
  },
  {
    rating: 4,
    en: [
      'Very good, a little heavy',
      'Love the display and the photos at night. It is heavier than my last phone, but I got used to it.',
    ],
    es: [
      'Muy bueno, un poco pesado',
      'Me encantan la pantalla y las fotos de noche. Pesa más que mi teléfono anterior, pero ya me acostumbré.',
    ],
  },
  {
    rating: 4,
    en: ['Solid choice for the price', 'Does everything I need. Charging could be faster, otherwise no complaints.'],
    es: [
      'Buena opción por el precio',
      'Hace todo lo que necesito. La carga podría ser más rápida; por lo demás, sin quejas.',
    ],
  },
  {
    rating: 4,
    en: ['Happy with it', 'Good signal at home and on the train. The {name} came with a screen protector already on.'],
    es: [
      'Contento con él',
      'Buena señal en casa y en el tren. El {name} llegó con el protector de pantalla ya puesto.',
    ],
  },
  {
    rating: 3,
    en: ['Good, not great', 'The camera is fine in daylight. Battery gets me to the evening but not much further.'],
    es: [
      'Bueno, no excelente',
      'La cámara está bien con luz de día. La batería me llega a la noche, pero no mucho más.',
    ],
  },
  {
    rating: 2,
    en: ['Battery disappoints', 'I expected more from the {name}. I charge it twice a day with heavy use.'],
    es: ['La batería decepciona', 'Esperaba más del {name}. Lo cargo dos veces al día cuando lo uso mucho.'],
  },
  {
    rating: 1,
    en: ['Returned it', 'Mine ran hot during video calls. The store swapped it without any trouble, though.'],
    es: ['Lo devolví', 'El mío se calentaba en las videollamadas. Aun así, en la tienda me lo cambiaron sin problema.'],
  },
];

/** Who wrote them: first name and the initial of the last, as stores show reviewers. */
const AUTHORS = [
  'Maria G.',
  'James T.',
  'Aisha K.',
  'Luis R.',
  'Chen W.',
  'Emily S.',
  'Diego M.',
  'Priya N.',
  'Tom B.',
];

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
