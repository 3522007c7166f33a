import { createStore, type Atoms } from '@carrier/store';
import {
  liveChatFeedbackPath,
  liveChatFeedbackRequest,
  liveChatGate,
  runLiveChatCheck,
  type ChatVisitor,
  type LiveChatCheckRequest,
  type LiveChatGateInput,
} from './check.js';
import { retryChatHide } from './hide.js';
import { HOST_TIMERS, type ChatTimers } from './timers.js';
import { decideChatFlow, readRecommendationContext, type RecommendationContext } from './decide.js';
import { noChat, type ChatDecision } from './propositions.js';

export interface LiveChatState {
  readonly status: 'idle' | 'checking' | 'decided';
  readonly decision: ChatDecision | undefined;
  readonly context: RecommendationContext | undefined;
}

export type LiveChatAction =
  | { readonly type: 'checkStarted' }
  | { readonly type: 'decided'; readonly decision: ChatDecision; readonly context?: RecommendationContext };

export const INITIAL_LIVE_CHAT_STATE: LiveChatState = { status: 'idle', decision: undefined, context: undefined };

/** Every transition of the live chat, pure. */
export function liveChatReducer(state: LiveChatState, action: LiveChatAction): LiveChatState {
  switch (action.type) {
    case 'checkStarted':
      return { status: 'checking', decision: undefined, context: undefined };
    case 'decided':
      return { status: 'decided', decision: action.decision, context: action.context };
  }
}

/**
 * What analytics is told of every decision: the offer and the reason code, and, when the recommendation service was
 * asked, who it took the visitor for (its customer type and authentication, NC and N when it did not say, spec 9).
 */
export interface ChatDecisionEvent {
  readonly event: 'liveChatDecision';
  readonly flow: ChatDecision['flow'];
  readonly placement: string;
  readonly propositionId: string;
  readonly reason: ChatDecision['reason'];
  readonly customerType?: string;
  readonly authentication?: string;
}

export const decisionEvent = (decision: ChatDecision, context?: RecommendationContext): ChatDecisionEvent => ({
  event: 'liveChatDecision',
  flow: decision.flow,
  placement: decision.flow === 'none' ? '' : decision.placement,
  propositionId: decision.propositionId,
  reason: decision.reason,
  ...(context ? { customerType: context.customerType, authentication: context.authentication } : {}),
});

export interface LiveChatOptions {
  /** Posts a service call (the carrier client); `timeoutMs` is the call's own limit. */
  readonly post: (path: string, body: unknown, timeoutMs?: number) => Promise<unknown>;
  /** Analytics: every decision, offered or not, with why. */
  readonly emit: (event: ChatDecisionEvent) => void;
  readonly timers?: ChatTimers;
  /** The jotai store its state is held in (the page's); one of its own when left out. */
  readonly atoms?: Atoms;
}

/** What the store allows of a recommendation: the bot (the AI chat) only when its flag is on (spec 6.4: AI_W). */
export interface ChatAllowance {
  /** False when the AI chat is off: a bot proposition (PLP_07, PLP_08) is not offered. */
  readonly bot?: boolean;
}

/** A recommendation the store does not allow is no chat, with why. */
function withinAllowance(decision: ChatDecision, allowed: ChatAllowance): ChatDecision {
  return decision.flow === 'CO' && allowed.bot === false ? noChat('AI_CHAT_OFF', decision.propositionId) : decision;
}

/**
 * The live chat of a page (spec 4.9, 6.5, 7.3, 8.6): the gate, the check and its decision, emitted to analytics;
 * the feedback; and hiding the chat, tried again every 15 s until the chat widget is there.
 */
export function createLiveChat(options: LiveChatOptions) {
  const timers = options.timers ?? HOST_TIMERS;
  const store = createStore(liveChatReducer, INITIAL_LIVE_CHAT_STATE, options.atoms);
  const { dispatch } = store;
  const decide = (decision: ChatDecision, context?: RecommendationContext) => {
    dispatch({ type: 'decided', decision, ...(context ? { context } : {}) });
    options.emit(decisionEvent(decision, context));
    return decision;
  };
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    atom: store.atom,
    atoms: store.atoms,
    /** Checks whether to offer chat on this page, when the gate lets the check run. */
    async check(
      gate: LiveChatGateInput,
      request: { readonly visitor: ChatVisitor; readonly pageContext: string; readonly customerPriority?: string },
      allowed: ChatAllowance = {},
    ): Promise<ChatDecision> {
      const gated = liveChatGate(gate);
      if (!gated.run) return decide(gated.decision);
      dispatch({ type: 'checkStarted' });
      const result = await runLiveChatCheck(
        (path, body: LiveChatCheckRequest, timeoutMs) => options.post(path, body, timeoutMs),
        { ...request, timers },
      );
      return decide(withinAllowance(result.decision, allowed), result.context);
    },
    /**
     * Decides from a recommendation another call gave (the recommendation service's proactive chat, spec 7.3), read
     * like livePersonCheck's answer: the decision is emitted, and the feedback is about its proposition.
     */
    propose(answer: unknown, allowed: ChatAllowance = {}): ChatDecision {
      return decide(withinAllowance(decideChatFlow(answer), allowed), readRecommendationContext(answer));
    },
    /** Sends the customer's answer to the offered proposition; failures are the caller's to ignore. */
    async submitFeedback(visitor: ChatVisitor, dispositionOptionId: string): Promise<void> {
      const { decision, context } = store.getState();
      if (!decision || decision.flow === 'none') return;
      await options.post(
        liveChatFeedbackPath(visitor),
        liveChatFeedbackRequest(decision.proposition, dispositionOptionId, context?.sessionId ?? ''),
      );
    },
    /** Hides the chat; while the widget is not there (`tryHide` false), tries again every 15 s. Returns the cancel. */
    hideChat: (tryHide: () => boolean): (() => void) => retryChatHide(tryHide, timers),
  };
}

export type LiveChat = ReturnType<typeof createLiveChat>;
