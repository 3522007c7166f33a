/**
 * Private data never leaves the page in a log record or an analytics event (spec 1, 3.6; OWASP ASVS 16.2.5).
 * The scrubber reads a value the way a person would: percent-encoding (once or many times, any case),
 * `\u0040` and `&#64;` escapes are undone first and `+` counts as a separator, so `jane%40example.com` and
 * `201+555+0188` are seen for what they are. Then it masks phone numbers of any common shape (`+1 212 555 0177`,
 * `(212) 555-0177`, digits glued to words as in `mdn_2015550188`), emails, card numbers with any separators
 * (those that pass the Luhn check), social security numbers, JWTs of any length, bearer and basic credentials,
 * long opaque tokens, and the value of any parameter whose name says it is private (`email=`, `phone=`, `cc=`,
 * `cvv=`, `pin=`, `ssn=`, `password=`, `…token=`).
 */

/** What a masked value is replaced with, by kind. */
export const MASKS = {
  phone: '[phone]',
  email: '[email]',
  card: '[card]',
  ssn: '[ssn]',
  token: '[token]',
  private: '[private]',
} as const;

/** Decoding stops after this many rounds: enough for a value encoded over and over, and never a loop. */
const MAX_DECODE_ROUNDS = 6;

/** Undoes one round of percent-encoding, leaving any sequence that is not valid UTF-8 as it was. */
function percentDecodeOnce(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      // Decode byte by byte what is valid alone (ASCII); keep the rest as written.
      return run.replace(/%([0-7][0-9A-Fa-f])/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  });
}

/** `\u0040`, `\x40`, `&#64;`, `&#x40;` and the named entities that spell the characters private data is made of. */
function unescapeOnce(text: string): string {
  return text
    .replace(
      /\\u\{([0-9A-Fa-f]{1,6})\}|\\u([0-9A-Fa-f]{4})|\\x([0-9A-Fa-f]{2})/g,
      (whole, a?: string, b?: string, c?: string) => codePoint(parseInt(a ?? b ?? c ?? '', 16), whole),
    )
    .replace(/&#(?:[xX]([0-9A-Fa-f]{1,6})|(\d{1,7}));?/g, (whole, hex?: string, dec?: string) =>
      codePoint(hex === undefined ? parseInt(dec ?? '', 10) : parseInt(hex, 16), whole),
    )
    .replace(
      /&(commat|period|plus|lpar|rpar|hyphen|dash|nbsp|amp);/gi,
      (whole, name: string) => NAMED[name.toLowerCase()] ?? whole,
    );
}
const NAMED: Readonly<Record<string, string>> = {
  commat: '@',
  period: '.',
  plus: '+',
  lpar: '(',
  rpar: ')',
  hyphen: '-',
  dash: '-',
  nbsp: ' ',
  amp: '&',
};
function codePoint(value: number, fallback: string): string {
  return Number.isInteger(value) && value >= 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff)
    ? String.fromCodePoint(value)
    : fallback;
}

/**
 * The text as a reader would see it: every escape undone, over and over until nothing changes (at most six
 * rounds), every control character and line break a space.
 */
export function decodeForReading(text: string): string {
  let current = text;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    const next = unescapeOnce(percentDecodeOnce(current));
    if (next === current) break;
    current = next;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  return current.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
}

/** Names of parameters and fields whose value is private whatever it looks like. */
const PRIVATE_NAME =
  /^(?:email(?:address)?|phone(?:number)?|mdn|msisdn|mobile(?:number)?|tel|cc|ccn|card(?:number)?|pan|cvv2?|cvc|csc|securitycode|pin|accountpin|ssn|socialsecuritynumber|taxid|dob|dateofbirth|birthdate|password|passwd|pwd|secret|\w*token|authorization|auth|jwt|apikey|sessionid)$/i;

/** True when a field or parameter of this name holds private data whatever its value looks like. */
export function isPrivateName(name: string): boolean {
  // Spaces, underscores and dashes are left out first: `card_number`, `Card-Number` and `cardnumber` are one name.
  return PRIVATE_NAME.test(name.replace(/[\s_-]/g, ''));
}

/** True when a run of digits passes the Luhn checksum, as every payment card number does. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Digits joined by at most three separators each: where phone and card numbers hide. */
const DIGIT_RUN = /\d(?:[\s.,()+\-_/\\]{0,3}\d)*/g;

/**
 * Masks the phone and card numbers inside one run of digits. A number is a stretch of the run that begins and
 * ends where a group of digits does: 10 digits, or 11 beginning with 1, is a phone number; 13 to 19 digits that
 * pass the Luhn check are a card; 3-2-4 digits are a social security number.
 */
function maskDigitRun(run: string): string {
  const groups: { start: number; end: number; digits: string }[] = [];
  for (const match of run.matchAll(/\d+/g))
    groups.push({ start: match.index, end: match.index + match[0].length, digits: match[0] });
  const masked: { start: number; end: number; mask: string }[] = [];
  for (let first = 0; first < groups.length; first++) {
    let digits = '';
    for (let last = first; last < groups.length; last++) {
      digits += groups[last]!.digits;
      if (digits.length > 19) break;
      const kind =
        digits.length >= 13 && passesLuhn(digits)
          ? MASKS.card
          : digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))
            ? MASKS.phone
            : digits.length === 9 &&
                last - first === 2 &&
                groups[first]!.digits.length === 3 &&
                groups[first + 1]!.digits.length === 2
              ? MASKS.ssn
              : undefined;
      if (kind !== undefined) masked.push({ start: groups[first]!.start, end: groups[last]!.end, mask: kind });
    }
  }
  if (masked.length === 0) return run;
  // The widest stretches win; overlapping ones merge into one mask.
  masked.sort((a, b) => a.start - b.start || b.end - a.end);
  let out = '';
  let at = 0;
  for (const { start, end, mask } of masked) {
    if (end <= at) continue;
    if (start < at) {
      at = end;
      continue;
    }
    out += run.slice(at, start) + mask;
    at = end;
  }
  return out + run.slice(at);
}

const EMAIL_LOCAL = "[A-Za-z0-9.!$'*+^_`{|}~-]";
const SCRUBBERS: readonly [RegExp, string | ((...args: string[]) => string)][] = [
  // Bearer credentials; basic ones when they look encoded (a digit, `+`, `/` or `=`), so "Basic plan" stays.
  [/(?:bearer|digest|negotiate)[\s+]+[\w.~+/=-]+/gi, MASKS.token],
  [/(?<![A-Za-z])basic[\s+]+(?=[A-Za-z]*[0-9+/=])[A-Za-z0-9+/]{4,}={0,2}/gi, MASKS.token],
  // A JWT: base64url parts joined by dots, the first a JSON header (`{"` is `eyJ`), any length.
  [/(?:eyJ|(?<![A-Za-z0-9])(?:eyA|ewo))[\w-]*\.[\w-]+(?:\.[\w-]*)?=*/g, MASKS.token],
  // name=value and "name":"value" where the name says the value is private. A value that is a run of digits is the
  // whole run, with the separators a number is written with ("4111  1111  1111  1111"), not its first group alone.
  [
    /([\w-]+)("?\s*[=:]\s*"?)(\d(?:[\s.,()+\-_/\\]{0,3}\d)*(?![^&\s",;}])|[^&\s",;}]+)/g,
    (whole, name = '', between = '', value = '') =>
      isPrivateName(name) && !value.startsWith('[') ? `${name}${between}${MASKS.private}` : whole,
  ],
  [new RegExp(`${EMAIL_LOCAL}+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*`, 'g'), MASKS.email],
  [/\b[A-Za-z0-9_-]{32,}\b/g, MASKS.token],
  [DIGIT_RUN, (run) => maskDigitRun(run)],
];

/**
 * The text with every private value masked, read decoded (see `decodeForReading`): safe to log or to send
 * as analytics. Ordinary text (ids, order numbers, dates, timestamps) stays readable.
 * @example scrub('/fnf.html?email=jane%40example.com') // '/fnf.html?email=[private]'
 * @example scrub('mdn_2015550188') // 'mdn_[phone]'
 */
export function scrub(value: string): string {
  let text = decodeForReading(value);
  for (const [pattern, replacement] of SCRUBBERS)
    text = text.replace(pattern, replacement as (substring: string, ...args: string[]) => string);
  return text;
}

/**
 * Every string in a record scrubbed, at any depth, and the value of every field whose name says it is private
 * masked whole (`{ email: … }`, `{ cvv: … }`); numbers that read as a phone or card number are masked too.
 * The record's shape is kept; cycles and depths beyond 20 are cut.
 */
export function scrubRecord<T>(value: T): T {
  return scrubValue(value, undefined, 0, new WeakSet()) as T;
}

function scrubValue(value: unknown, name: string | undefined, depth: number, seen: WeakSet<object>): unknown {
  if (name !== undefined && isPrivateName(name) && (typeof value === 'string' || typeof value === 'number'))
    return MASKS.private;
  if (typeof value === 'string') return scrub(value);
  if (typeof value === 'number' || typeof value === 'bigint') {
    const text = String(value);
    return scrub(text) === text ? value : MASKS.private;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 20 || seen.has(value)) return undefined;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, undefined, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = scrubValue(item, key, depth + 1, seen);
  return out;
}
