import {
  LAUNCH_APP_BASE,
  LAUNCH_TARGETS,
  parseAppProperties,
  type AppProperties,
  type LaunchTarget,
  type LineOfBusiness,
  type PayloadOf,
  type WebViewMessage,
} from '@carrier/native-bridge';
import { safeReturnPath } from '@carrier/safety';

// The simulated app's side, as plain functions the page and its tests share: what the app draws from the
// messages it got, the log of messages, the properties chosen in the form, and the launch URLs it takes over.

/** What the app draws around the web view, from the last message of each kind. */
export interface AppChrome {
  readonly navigation?: PayloadOf<'updateNavigation'>;
  readonly title?: PayloadOf<'setTitle'>;
  readonly tab?: PayloadOf<'updateTab'>;
  readonly icons?: PayloadOf<'shopNavIcons'>;
  readonly chat?: PayloadOf<'updateChatFab'>;
  readonly help?: PayloadOf<'setHAB'>;
  readonly loaded?: PayloadOf<'webPageLoaded'>;
}

/** The chrome after one checked message from the web view; requests and support data change nothing drawn. */
export function chromeReducer(chrome: AppChrome, message: WebViewMessage): AppChrome {
  if (message.kind !== 'call') return chrome;
  switch (message.type) {
    case 'updateNavigation':
      return { ...chrome, navigation: message.payload as PayloadOf<'updateNavigation'> };
    case 'setTitle':
      return { ...chrome, title: message.payload as PayloadOf<'setTitle'> };
    case 'updateTab':
      return { ...chrome, tab: message.payload as PayloadOf<'updateTab'> };
    case 'shopNavIcons':
      return { ...chrome, icons: message.payload as PayloadOf<'shopNavIcons'> };
    case 'updateChatFab':
      return { ...chrome, chat: message.payload as PayloadOf<'updateChatFab'> };
    case 'setHAB':
      return { ...chrome, help: message.payload as PayloadOf<'setHAB'> };
    case 'webPageLoaded':
      return { ...chrome, loaded: message.payload as PayloadOf<'webPageLoaded'> };
    default:
      return chrome;
  }
}

export type LogDirection = 'web → app' | 'app → web' | 'refused' | 'launch';

export interface LogEntry {
  readonly seq: number;
  readonly direction: LogDirection;
  readonly kind: string;
  /** The message as JSON text: shown as text, never as markup. */
  readonly detail: string;
}

/** The log keeps this many entries, newest first. */
export const LOG_LIMIT = 300;

export function appendLog(log: readonly LogEntry[], entry: Omit<LogEntry, 'seq'>): LogEntry[] {
  const seq = (log[0]?.seq ?? 0) + 1;
  return [{ ...entry, seq, detail: entry.detail.slice(0, 2000) }, ...log].slice(0, LOG_LIMIT);
}

/** What the form of the simulator holds: the app properties of spec 3.3 as typed. */
export interface AppForm {
  readonly lob: '' | LineOfBusiness;
  readonly appReleaseVersion: string;
  readonly guestCheckout: boolean;
  readonly trueGuestCheckout: boolean;
  readonly deviceAuthenticated: boolean;
  readonly lastTwoDigits: string;
  readonly isTabBarFlowAllowed: boolean;
  /** Empty: the app sends none, and the page uses the default of its line of business. */
  readonly tabIndex: string;
}

export const DEFAULT_APP_FORM: AppForm = {
  lob: 'vzw',
  appReleaseVersion: '21.4.0',
  guestCheckout: false,
  trueGuestCheckout: false,
  deviceAuthenticated: false,
  lastTwoDigits: '',
  isTabBarFlowAllowed: true,
  tabIndex: '',
};

/** The properties the app answers with, or the reason the form's values cannot be sent. */
export function formProperties(form: AppForm): { ok: true; properties: AppProperties } | { ok: false; error: string } {
  try {
    return {
      ok: true,
      properties: parseAppProperties({
        lob: form.lob || undefined,
        appReleaseVersion: form.appReleaseVersion.trim() || undefined,
        guestCheckout: form.guestCheckout,
        trueGuestCheckout: form.trueGuestCheckout,
        deviceAuthenticated: form.deviceAuthenticated,
        lastTwoDigits: form.lastTwoDigits.trim() || undefined,
        isTabBarFlowAllowed: form.isTabBarFlowAllowed,
        tabIndex: form.tabIndex.trim() || undefined,
      }),
    };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

/** The app's tab bar: the shop is tab 1 in the wireline and prospect apps, tab 2 in the others (spec 2.8). */
export function tabLabels(lob: AppForm['lob']): readonly string[] {
  return lob === 'vzt' || lob === 'vzp'
    ? ['Home', 'Shop', 'Support', 'Account']
    : ['Home', 'Account', 'Shop', 'Support'];
}

/** A launch URL the app takes over (spec 7.4), with the page to come back to when it is one of the site's. */
export interface Launch {
  readonly target: LaunchTarget;
  readonly goto: string | undefined;
}

/** Reads a launch URL of the app, or undefined for any other page; a `goto` off the site is dropped. */
export function readLaunch(pathname: string, search: string): Launch | undefined {
  if (!pathname.startsWith(LAUNCH_APP_BASE)) return undefined;
  const target = pathname.slice(LAUNCH_APP_BASE.length) as LaunchTarget;
  if (!LAUNCH_TARGETS.includes(target)) return undefined;
  return { target, goto: safeReturnPath(new URLSearchParams(search).get('goto')) };
}
