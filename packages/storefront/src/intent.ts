/**
 * What a signed-in customer is shopping for (spec 3.4's `intent` cookie, sent on as the `intent` header of spec
 * 7.2): a new phone for a line of the account (flow EUP; `payOff` when the line is upgraded early, its device
 * balance paid today), or a new line on the account (flow AAL). The lines pages set it, the product page reads it,
 * and it is used up when the phone is in the cart.
 */
export type ShoppingIntent =
  { readonly flow: 'EUP'; readonly mtn: string; readonly payOff: boolean } | { readonly flow: 'AAL' };

/** The cookie that keeps the intent (spec 3.4). */
export const INTENT_COOKIE = 'intent';

/** The intent as its cookie writes it: `EUP.2015550121`, `EUP.2015550121.payoff` or `AAL`. */
export function encodeIntent(intent: ShoppingIntent): string {
  if (intent.flow === 'AAL') return 'AAL';
  return `EUP.${intent.mtn}${intent.payOff ? '.payoff' : ''}`;
}

/** Reads an intent cookie; anything else (a number that is not one, another flow, markup) is no intent. */
export function parseIntent(raw: unknown): ShoppingIntent | undefined {
  if (typeof raw !== 'string') return undefined;
  if (raw === 'AAL') return { flow: 'AAL' };
  const match = /^EUP\.([2-9]\d{2}[2-9]\d{6})(\.payoff)?$/.exec(raw);
  return match ? { flow: 'EUP', mtn: match[1] as string, payOff: match[2] !== undefined } : undefined;
}

/** Where the intent is kept for the visit. */
export interface IntentStore {
  get(): ShoppingIntent | undefined;
  set(intent: ShoppingIntent): void;
  clear(): void;
}

/**
 * The intent in its cookie, for the visit (no expiry), on the domain the site's hosts share so the Spanish site
 * knows it too.
 */
export function cookieIntentStore(
  jar: { read(): string; write(assignment: string): void },
  { domain }: { readonly domain?: string | undefined } = {},
): IntentStore {
  const scope = `; path=/; SameSite=Lax${domain ? `; domain=${domain}` : ''}`;
  const pattern = new RegExp(`(?:^|;\\s*)${INTENT_COOKIE}=([^;]*)`);
  return {
    get: () => parseIntent(pattern.exec(jar.read())?.[1]),
    set: (intent) => jar.write(`${INTENT_COOKIE}=${encodeIntent(intent)}${scope}`),
    clear: () => jar.write(`${INTENT_COOKIE}=; max-age=0${scope}`),
  };
}

/** An intent kept in memory: for tests, stories and anything without cookies. */
export function memoryIntentStore(initial?: ShoppingIntent): IntentStore {
  let intent = initial;
  return {
    get: () => intent,
    set: (next) => void (intent = next),
    clear: () => void (intent = undefined),
  };
}
