/** Lines of business the app reports (spec 3.3, 6.3): one, or wireless and wireline together. */
export const LINES_OF_BUSINESS = ['vzw', 'vzt', 'vzp', 'vzw|vzt'] as const;
export type LineOfBusiness = (typeof LINES_OF_BUSINESS)[number];

/** The app properties kept in session storage (spec 3.3). All optional: an old app sends fewer. */
export interface AppProperties {
  readonly lob?: LineOfBusiness;
  readonly appReleaseVersion?: string;
  readonly mvaServerDomainUrl?: string;
  readonly mfGlobalID?: string;
  readonly locationCode?: string;
  readonly closestIspuLocationCode?: string;
  readonly campaignId?: string;
  readonly lastTwoDigits?: string;
  readonly isTabBarFlowAllowed?: boolean;
  readonly wishlistIconBrowserUrl?: string;
  readonly isMVASelfServeRedirect?: boolean;
  readonly guestCheckout?: boolean;
  readonly trueGuestCheckout?: boolean;
  readonly tabIndex?: number;
  readonly requestURL?: string;
  /** Whether the app authenticated the device (spec 4.2). */
  readonly deviceAuthenticated?: boolean;
}

type Kind = 'string' | 'boolean' | 'number';
const FIELDS: Record<keyof AppProperties, Kind> = {
  lob: 'string',
  appReleaseVersion: 'string',
  mvaServerDomainUrl: 'string',
  mfGlobalID: 'string',
  locationCode: 'string',
  closestIspuLocationCode: 'string',
  campaignId: 'string',
  lastTwoDigits: 'string',
  isTabBarFlowAllowed: 'boolean',
  wishlistIconBrowserUrl: 'string',
  isMVASelfServeRedirect: 'boolean',
  guestCheckout: 'boolean',
  trueGuestCheckout: 'boolean',
  tabIndex: 'number',
  requestURL: 'string',
  deviceAuthenticated: 'boolean',
};

/** The names of the app properties of spec 3.3 (and `deviceAuthenticated`). */
export const APP_PROPERTY_NAMES = Object.keys(FIELDS) as readonly (keyof AppProperties)[];

/** Why a value from the app was refused. */
export class AppPropertiesError extends Error {
  override readonly name = 'AppPropertiesError';
}

const VERSION = /^\d+(\.\d+){0,3}$/;
const DIGITS2 = /^\d{2}$/;
const MAX_TEXT = 2048;

/** Apps send flags as booleans or as the strings "true" and "false". */
function coerce(kind: Kind, value: unknown): string | boolean | number | undefined {
  if (kind === 'boolean') {
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 'false') return value === 'true';
    return undefined;
  }
  if (kind === 'number') {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < 100 ? n : undefined;
  }
  return typeof value === 'string' && value.length <= MAX_TEXT ? value : undefined;
}

/**
 * Reads the app properties from whatever the app (or session storage) gave: unknown names are dropped;
 * a known name with a value of the wrong kind or shape is refused with an `AppPropertiesError` naming it,
 * so one bad answer never half-applies.
 */
export function parseAppProperties(input: unknown): AppProperties {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new AppPropertiesError('App properties must be an object.');
  const source = input as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const name of APP_PROPERTY_NAMES) {
    const raw = source[name];
    if (raw === undefined || raw === null || raw === '') continue;
    const value = coerce(FIELDS[name], raw);
    if (value === undefined) throw new AppPropertiesError(`App property ${name} has a value of the wrong kind.`);
    out[name] = value;
  }
  if (out['lob'] !== undefined && !LINES_OF_BUSINESS.includes(out['lob'] as LineOfBusiness))
    throw new AppPropertiesError('App property lob is not a known line of business.');
  if (out['appReleaseVersion'] !== undefined && !VERSION.test(out['appReleaseVersion'] as string))
    throw new AppPropertiesError('App property appReleaseVersion is not a version.');
  if (out['lastTwoDigits'] !== undefined && !DIGITS2.test(out['lastTwoDigits'] as string))
    throw new AppPropertiesError('App property lastTwoDigits must be two digits.');
  return out as AppProperties;
}

/** The session-storage key the app properties are kept under (spec 3.3). */
export const APP_PROPERTIES_KEY = 'appProperties';

/** The part of `Storage` the properties need. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Keeps the app properties in session storage; anything unreadable there is removed and read as none. */
export function createAppPropertiesStore(storage: KeyValueStorage, key: string = APP_PROPERTIES_KEY) {
  return {
    read(): AppProperties | undefined {
      const raw = storage.getItem(key);
      if (raw === null) return undefined;
      try {
        return parseAppProperties(JSON.parse(raw));
      } catch {
        storage.removeItem(key);
        return undefined;
      }
    },
    write(properties: AppProperties): void {
      storage.setItem(key, JSON.stringify(properties));
    },
    clear(): void {
      storage.removeItem(key);
    },
  };
}
