import type { ErrorRecord } from './classes.js';

export type Language = 'en' | 'es';

/** The video-assistance link is added this long after the error notification shows (spec 8.3, 9). */
export const VIDEO_ASSIST_LINK_DELAY_MS = 500;

/** Error names replaced for customers by the generic message (spec 8.3). */
export const GENERIC_ERROR_NAMES = ['API_ERROR', 'HTTP_ERROR', 'SYSTEM_ERROR'] as const;
/** A message containing this is replaced for customers by the generic message (spec 8.3). */
export const UNABLE_TO_CONNECT = 'UNABLE TO CONNECT';

/** The assistance offers by throttle flag, in order of preference (spec 8.3). */
export const ASSISTANCE_FLAGS = ['EA_BAU', 'EA_VC', 'EA_C'] as const;
export type AssistanceFlag = (typeof ASSISTANCE_FLAGS)[number];

/** Every customer-facing error text of spec 8.3, in English and Spanish. */
export const ERROR_TEXTS = {
  en: {
    generic: 'Looks like something went wrong. Please try again later.',
    renderFailure: 'Something went wrong.',
    keepAliveFailed: 'Failed to extend session, already expired',
    videoAssistLink: 'Click here for video assistance',
    assistance: {
      EA_BAU: 'Click here to get assistance from a live agent via chat.',
      EA_VC: 'Click here to get 1:1 video support from a store Specialist.',
      EA_C: 'For assistance, click here to connect with a live representative.',
    },
  },
  es: {
    generic: 'Parece que algo salió mal. Inténtalo de nuevo más tarde.',
    renderFailure: 'Algo salió mal.',
    keepAliveFailed: 'No se pudo extender la sesión, ya venció',
    videoAssistLink: 'Haz clic aquí para recibir asistencia por video',
    assistance: {
      EA_BAU: 'Haz clic aquí para recibir ayuda de un agente por chat.',
      EA_VC: 'Haz clic aquí para recibir asistencia por video 1:1 de un especialista de la tienda.',
      EA_C: 'Para recibir ayuda, haz clic aquí y comunícate con un representante.',
    },
  },
} as const satisfies Record<Language, unknown>;

export interface UserMessageOptions {
  readonly language: Language;
  /** The throttle list's flags (spec 3.3, 6.4). */
  readonly throttleList?: readonly string[];
  /** Inside the native app no assistance offer is added (spec 8.3). */
  readonly inApp?: boolean;
  /** When set, the message is replaced by `defaultMessage` (spec 8.3). */
  readonly retryFlag?: boolean;
  readonly defaultMessage?: string;
}

/** What the customer is told about an error. */
export interface UserMessage {
  readonly message: string;
  /** The original text when the customer sees other words (spec 8.3). */
  readonly networkMessage?: string;
  readonly assistance?: { readonly flag: AssistanceFlag; readonly text: string };
}

/** True when the customer must not see this error's own text (spec 8.3). */
export function needsGenericMessage(record: Pick<ErrorRecord, 'name' | 'message'>): boolean {
  return (
    (GENERIC_ERROR_NAMES as readonly string[]).includes(record.name) ||
    record.message.toUpperCase().includes(UNABLE_TO_CONNECT)
  );
}

/**
 * The message for an error shown to a customer (spec 8.3): the generic text for API_ERROR, HTTP_ERROR,
 * SYSTEM_ERROR and 'UNABLE TO CONNECT' (the original kept as network message); the configured default when
 * the retry flag is set; and, outside the app, the assistance offer of the throttle list.
 */
export function userMessage(
  record: Pick<ErrorRecord, 'name' | 'message' | 'networkMessage'>,
  options: UserMessageOptions,
): UserMessage {
  const texts = ERROR_TEXTS[options.language];
  let message = record.message;
  let networkMessage = record.networkMessage;
  if (needsGenericMessage(record)) {
    networkMessage = record.message;
    message = texts.generic;
  }
  if (options.retryFlag && options.defaultMessage) {
    networkMessage ??= record.message;
    message = options.defaultMessage;
  }
  const flag = options.inApp ? undefined : ASSISTANCE_FLAGS.find((f) => options.throttleList?.includes(f));
  return {
    message,
    ...(networkMessage && networkMessage !== message ? { networkMessage } : {}),
    ...(flag ? { assistance: { flag, text: texts.assistance[flag] } } : {}),
  };
}
