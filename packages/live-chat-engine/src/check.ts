import { HOST_TIMERS, type ChatTimers } from './timers.js';
import { decideChatFlow, readRecommendationContext, type RecommendationContext } from './decide.js';
import { noChat, type ChatDecision, type Proposition } from './propositions.js';

/** The live-chat check gives up after this long (spec 7.3, 9). */
export const LIVE_CHAT_CHECK_TIMEOUT_MS = 5000;
/** The page where the check never runs (spec 6.5). */
export const LIVE_CHAT_EXCLUDED_PAGES = ['jtooffers'] as const;

export interface LiveChatGateInput {
  readonly loggedIn: boolean;
  readonly device: 'mobile' | 'tablet' | 'desktop';
  /** The live-chat feature flag. */
  readonly enabled: boolean;
  /** The visitor is on the guest login. */
  readonly guestLogin: boolean;
  readonly pageName: string | undefined;
}

/**
 * Whether the live-chat check runs (spec 6.5): only for logged-in desktop users with the feature flag, not on
 * guest login and not on jtooffers. A refusal says why.
 */
export function liveChatGate(input: LiveChatGateInput): { run: true } | { run: false; decision: ChatDecision } {
  if (!input.enabled) return { run: false, decision: noChat('FEATURE_OFF') };
  if (!input.loggedIn) return { run: false, decision: noChat('NOT_LOGGED_IN') };
  if (input.device !== 'desktop') return { run: false, decision: noChat('NOT_DESKTOP') };
  if (input.guestLogin) return { run: false, decision: noChat('GUEST_LOGIN') };
  if (input.pageName !== undefined && (LIVE_CHAT_EXCLUDED_PAGES as readonly string[]).includes(input.pageName))
    return { run: false, decision: noChat('EXCLUDED_PAGE') };
  return { run: true };
}

/** Who asks: the call's variant (spec 7.3). */
export type ChatVisitor = 'customer' | 'guest' | 'prepay';

/** The livePersonCheck path: the nse variant for guests, the prepay variant for prepay (spec 7.3). */
export function liveChatCheckPath(visitor: ChatVisitor): string {
  const variant = visitor === 'guest' ? 'nse/' : visitor === 'prepay' ? 'prepay/' : '';
  return `accountlandingservice/cosales/${variant}livePersonCheck`;
}

/** The feedback path: the nse variant for guests (spec 7.3). */
export function liveChatFeedbackPath(visitor: ChatVisitor): string {
  return `accountlandingservice/cosales/${visitor === 'guest' ? 'nse/' : ''}livePersonSubmitfeedback`;
}

export interface LiveChatCheckRequest {
  readonly callReason: 'Intent';
  readonly category: 'STPRecommendations';
  readonly pageContext: string;
  readonly customerPriority: string;
}

/** The check's payload (spec 7.3). */
export function liveChatCheckRequest(pageContext: string, customerPriority = ''): LiveChatCheckRequest {
  return { callReason: 'Intent', category: 'STPRecommendations', pageContext, customerPriority };
}

/** The feedback payload (spec 7.3): the proposition's fields plus the customer's answer. */
export function liveChatFeedbackRequest(proposition: Proposition, dispositionOptionId: string, sessionId: string) {
  return {
    callReason: 'Intent',
    category: 'STPRecommendations',
    subServiceName: 'CaptureResponse',
    responseList: [{ ...proposition, dispositionOptionId }],
    sessionId,
  } as const;
}

export interface LiveChatCheckResult {
  readonly decision: ChatDecision;
  readonly context: RecommendationContext;
}

/** The timers every JavaScript host has, without typing the package for browsers or Node. */

/**
 * Runs the check: posts the payload (telling the caller the 5 s limit, for its own client), gives up after
 * 5 s, and decides. A failed or timed-out check falls back to no chat with an empty proposition id (spec 8.6).
 */
export async function runLiveChatCheck(
  post: (path: string, body: LiveChatCheckRequest, timeoutMs: number) => Promise<unknown>,
  options: {
    readonly visitor: ChatVisitor;
    readonly pageContext: string;
    readonly customerPriority?: string;
    readonly timeoutMs?: number;
    readonly timers?: ChatTimers;
  },
): Promise<LiveChatCheckResult> {
  const timers = options.timers ?? HOST_TIMERS;
  const timeout = options.timeoutMs ?? LIVE_CHAT_CHECK_TIMEOUT_MS;
  let timer: unknown;
  try {
    const answer = await Promise.race([
      post(
        liveChatCheckPath(options.visitor),
        liveChatCheckRequest(options.pageContext, options.customerPriority),
        timeout,
      ),
      new Promise<never>((_, reject) => {
        timer = timers.setTimeout(
          () => reject(new Error(`The live-chat check took longer than ${timeout} ms.`)),
          timeout,
        );
      }),
    ]);
    return { decision: decideChatFlow(answer), context: readRecommendationContext(answer) };
  } catch {
    return { decision: noChat('CHECK_FAILED'), context: readRecommendationContext(undefined) };
  } finally {
    timers.clearTimeout(timer);
  }
}
