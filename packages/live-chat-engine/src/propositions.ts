/** How a live-chat offer is shown (spec 4.9, 9). */
export type LivePlacement = 'embedded' | 'sticky' | 'overlay';
/** How the chat bot is offered: it starts the conversation, or waits to be asked. */
export type BotPlacement = 'proactive' | 'reactive';

/** What each proposition id means (spec 4.9, 9): PLP_01-06 a live agent (LP), PLP_07-08 the bot (CO). */
export const PROPOSITIONS = {
  PLP_01: { flow: 'LP', placement: 'embedded' },
  PLP_02: { flow: 'LP', placement: 'embedded' },
  PLP_03: { flow: 'LP', placement: 'sticky' },
  PLP_04: { flow: 'LP', placement: 'sticky' },
  PLP_05: { flow: 'LP', placement: 'overlay' },
  PLP_06: { flow: 'LP', placement: 'overlay' },
  PLP_07: { flow: 'CO', placement: 'proactive' },
  PLP_08: { flow: 'CO', placement: 'reactive' },
} as const satisfies Record<string, { flow: 'LP'; placement: LivePlacement } | { flow: 'CO'; placement: BotPlacement }>;

export type PropositionId = keyof typeof PROPOSITIONS;

/** Proposition ids that mean "recommend nothing" (spec 4.9). */
export const NO_RECOMMENDATION_IDS = ['P_NoNBA', 'no_nba'] as const;

/** A proposition of the recommendation answer (spec 3.11). */
export interface Proposition {
  readonly propositionId: string;
  readonly propositionName?: string;
  readonly propositionType?: string;
  readonly dynamicAttrList?: readonly { readonly attrId: string; readonly value: string }[];
  readonly soiEngagementId?: string;
  readonly subStrategyId?: string;
  readonly rank?: number;
  readonly externalId?: string;
  readonly tacticLocation?: string;
  readonly templateId?: string;
}

/**
 * Why a chat was offered or not, for analytics: every decision carries one, so the business can see why a
 * customer did or did not get help.
 */
export type ChatReason =
  | 'LIVE_AGENT_PROPOSITION'
  | 'BOT_PROPOSITION'
  | 'NO_RECOMMENDATION'
  | 'SERVICE_FAILURE'
  | 'UNKNOWN_PROPOSITION'
  | 'NO_PROPOSITION'
  | 'MALFORMED_ANSWER'
  | 'CHECK_FAILED'
  | 'NOT_LOGGED_IN'
  | 'NOT_DESKTOP'
  | 'FEATURE_OFF'
  | 'GUEST_LOGIN'
  | 'EXCLUDED_PAGE'
  | 'AI_CHAT_OFF';

/** The chat flow to offer (spec 4.9): none, LP (a live agent) or CO (the bot), with the reason. */
export type ChatDecision =
  | {
      readonly flow: 'LP';
      readonly placement: LivePlacement;
      readonly propositionId: string;
      readonly proposition: Proposition;
      readonly reason: 'LIVE_AGENT_PROPOSITION';
    }
  | {
      readonly flow: 'CO';
      readonly placement: BotPlacement;
      readonly propositionId: string;
      readonly proposition: Proposition;
      readonly reason: 'BOT_PROPOSITION';
    }
  | {
      readonly flow: 'none';
      /** Empty when there was no proposition (the fallback of spec 8.6). */
      readonly propositionId: string;
      readonly reason: Exclude<ChatReason, 'LIVE_AGENT_PROPOSITION' | 'BOT_PROPOSITION'>;
    };

/** No chat, and why; the proposition id is empty unless one was named. */
export const noChat = (
  reason: Extract<ChatDecision, { flow: 'none' }>['reason'],
  propositionId = '',
): ChatDecision => ({ flow: 'none', propositionId, reason });

/** An overlay offer shows this many seconds after the page, unless its proposition says otherwise (spec 9). */
export const OVERLAY_DEFAULT_DELAY_S = 0;

/** The proposition attribute that holds an overlay's delay, in seconds. */
export const OVERLAY_DELAY_ATTR = 'timeDelay';

/** An overlay waits at most this long: a longer delay from the service is taken as this. */
export const OVERLAY_MAX_DELAY_S = 600;

/**
 * How long an overlay offer waits before it covers the page, in milliseconds (spec 9: overlay default time delay
 * 0 seconds): the proposition's `timeDelay` attribute when it is a number of seconds from 0 to 600 (a longer one is
 * cut to 600), else the default.
 */
export function overlayDelayMs(proposition: Pick<Proposition, 'dynamicAttrList'>): number {
  const value = proposition.dynamicAttrList?.find((attr) => attr.attrId === OVERLAY_DELAY_ATTR)?.value.trim();
  const seconds = value !== undefined && /^\d+(\.\d+)?$/.test(value) ? Number(value) : OVERLAY_DEFAULT_DELAY_S;
  return Math.min(seconds, OVERLAY_MAX_DELAY_S) * 1000;
}

/** The proposition attributes that hold the recommendation service's words for an offer, by the page's language. */
export const CHAT_LABEL_ATTRS = { en: 'chatLabel', es: 'chatLabelEs' } as const;

/** A chat label longer than this is cut (at a word, with an ellipsis): an offer is a line, not a page. */
export const CHAT_LABEL_MAX = 120;

/** Where an offer's words come from, first to last: a service's error, the proposition, the store. */
export const CHAT_LABEL_PRIORITY = ['service', 'proposition', 'store'] as const;

/** Text from a service, as a label: control characters and runs of spaces out, at most {@link CHAT_LABEL_MAX}. */
function labelText(raw: string | undefined): string | undefined {
  const text = raw
    ?.replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return undefined;
  if (text.length <= CHAT_LABEL_MAX) return text;
  const cut = text.slice(0, CHAT_LABEL_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > CHAT_LABEL_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The words of a chat offer, by priority ({@link CHAT_LABEL_PRIORITY}): the message a service sent with its error
 * (`proactiveChatCustomMSG`, spec 3.6), then the proposition's label for the page's language (`chatLabel`,
 * `chatLabelEs`), then the store's own words (`store`, no text: the caller's strings). Empty words are no words.
 */
export function chatLabel(sources: {
  readonly serviceMessage?: string | undefined;
  readonly proposition?: Pick<Proposition, 'dynamicAttrList'> | undefined;
  readonly language: keyof typeof CHAT_LABEL_ATTRS;
}): { readonly source: 'service' | 'proposition'; readonly text: string } | { readonly source: 'store' } {
  const fromService = labelText(sources.serviceMessage);
  if (fromService) return { source: 'service', text: fromService };
  const attr = CHAT_LABEL_ATTRS[sources.language];
  const fromProposition = labelText(sources.proposition?.dynamicAttrList?.find((a) => a.attrId === attr)?.value);
  if (fromProposition) return { source: 'proposition', text: fromProposition };
  return { source: 'store' };
}
