import { createValue, type Atoms } from '@carrier/store';
import { readDlPath, type PageData, type VisitorData } from '@carrier/analytics-tagger';
import {
  createLiveChat,
  decideVideoOffer,
  readVideoChat,
  type ChatDecision,
  type ChatDecisionEvent,
  type ChatTimers,
  type ChatVisitor,
  type LiveChat,
  type VideoOffer,
} from '@carrier/live-chat-engine';
import type { DeviceKind } from '../site.js';
import { type AssistConfig, type AssistServices } from './deps.js';

/** The page where a guest signs in (spec 6.5: no chat check there). */
export const GUEST_LOGIN_PAGE = 'guestlogin';

/** The customer's answers to an offer, sent as the feedback's dispositionOptionId (spec 7.3). */
export const CHAT_DISPOSITIONS = { accepted: 'Accepted', declined: 'Declined' } as const;

/** The session flag set when the customer declines chat: no offer shows again this session. */
export const CHAT_DECLINED_FLAG = 'liveChatDeclined';
/** The session flag of an open chat: it stays open from page to page until the customer closes it. */
export const CHAT_OPEN_FLAG = 'liveChatOpen';

/** The part of the analytics the offers write to. */
export interface AssistAnalytics {
  chatDecision(event: Omit<ChatDecisionEvent, 'event'>, forPage: string): void;
  readDl(answer: { readonly page?: Partial<PageData>; readonly user?: VisitorData }, forPage: string): void;
}

export interface AssistState {
  /** The page the offers are for. */
  readonly pageName: string | undefined;
  /** The chat decision of this page; undefined while the check runs. */
  readonly chat: ChatDecision | undefined;
  /** The video help of this page; undefined when the page offers none or while it is asked. */
  readonly video: VideoOffer | undefined;
  /** The customer accepted a chat offer: the chat window is open, on every page, until closed. */
  readonly chatOpen: boolean;
  /** The customer declined chat this session. */
  readonly declined: boolean;
  /**
   * A chat a service asked for with an error on this page (spec 3.6), as the recommendation service proposes it
   * (spec 7.3): the service's words, and whether a live agent or the bot offers it.
   */
  readonly proactive: ProactiveOffer | undefined;
}

/** A chat offered after an error, in the words of the service that asked for it. */
export interface ProactiveOffer {
  readonly message: string | undefined;
  readonly flow: 'LP' | 'CO';
}

export interface AssistanceOptions {
  readonly services: AssistServices;
  readonly analytics: AssistAnalytics;
  readonly config: AssistConfig;
  readonly device: DeviceKind;
  readonly visitor: () => ChatVisitorFacts;
  /** The local time now. */
  readonly now: () => Date;
  readonly sessionFlags: { get(key: string): string | null; set(key: string, value: string): void };
  /** The page's jotai store, where its state is held. */
  readonly atoms: Atoms;
  readonly timers?: ChatTimers;
  /** A call that failed: reported, never shown (the offers just do not appear). */
  readonly report?: (error: unknown) => void;
  /** The page's throttle list (spec 6.4): the AI chat is offered only with AI_W in it. */
  readonly throttleList?: () => Promise<readonly string[]>;
}

/** The throttle flag of the AI chat (spec 6.4): without it, the bot (PLP_07, PLP_08) is not offered. */
export const AI_CHAT_FLAG = 'AI_W';

/** What the live chat needs to know of the visitor. */
export interface ChatVisitorFacts {
  readonly loggedIn: boolean;
  readonly prepay: boolean;
  /**
   * A guest-checkout customer (role `guest`, signed in at L1 by the guest login, spec 6.1), whether or not guest-role
   * processing counts them as logged in (spec 6.2).
   */
  readonly guest?: boolean;
}

/**
 * Who asks, for the live-chat calls' variants (spec 7.3: the nse variant for guests, the prepay variant for prepay).
 * The check runs for signed-in visitors only (spec 6.5): a customer, or a guest the guest login signed in (see
 * `chatSignedIn`).
 */
export function chatVisitor(visitor: ChatVisitorFacts): ChatVisitor {
  if (visitor.prepay) return 'prepay';
  return visitor.guest || !visitor.loggedIn ? 'guest' : 'customer';
}

/**
 * Whether the live-chat check counts the visitor as logged in (spec 6.5): a customer, or a guest-checkout customer
 * even where guest-role processing counts the role `guest` as not logged in (spec 6.2), since spec 7.3 gives guests
 * a variant of their own (nse) that could otherwise never be called. Guest-role processing still decides the rest
 * (the header, the account's pages); the guest login page itself is never checked (spec 6.5).
 */
export const chatSignedIn = (visitor: ChatVisitorFacts): boolean => visitor.loggedIn || visitor.guest === true;

/**
 * The assistance of each page (spec 4.9, 5.3, 6.5, 7.3, 9): on every page view, the page data layer is read
 * through readDL, the live-chat check runs when its gate allows (every decision, offered or not, is told to
 * analytics with its reason), and the pages that offer video help ask for video chat, then video assist. A
 * declined chat sends its feedback and hides the chat for the session; an accepted one sends its feedback and
 * opens the chat.
 */
export function createAssistance(options: AssistanceOptions) {
  const report = options.report ?? (() => undefined);
  const state = createValue<AssistState>(
    {
      pageName: undefined,
      chat: undefined,
      video: undefined,
      chatOpen: options.sessionFlags.get(CHAT_OPEN_FLAG) === 'true',
      declined: options.sessionFlags.get(CHAT_DECLINED_FLAG) === 'true',
      proactive: undefined,
    },
    options.atoms,
  );
  const set = (next: Partial<AssistState>) => state.set({ ...state.getState(), ...next });
  // Answers for a page the customer has left are dropped.
  let view = 0;
  const current = (seen: number) => seen === view;

  /** The live chat of one page: its decision is told to analytics for that page, and its feedback is about it. */
  const liveChatFor = (pageName: string): LiveChat =>
    createLiveChat({
      post: (...call) => options.services.post(...call),
      emit: ({ event: _event, ...decision }) => options.analytics.chatDecision(decision, pageName),
      ...(options.timers ? { timers: options.timers } : {}),
    });
  let liveChat = liveChatFor('');
  // The AI chat is allowed by the throttle list; a list that cannot be read allows none of it.
  const allowance = async () => {
    const list: readonly string[] = options.throttleList ? await options.throttleList().catch(() => []) : [];
    return { bot: list.includes(AI_CHAT_FLAG) };
  };

  async function checkChat(page: PageData, seen: number) {
    const visitor = options.visitor();
    const gate = {
      loggedIn: chatSignedIn(visitor),
      device: options.device,
      enabled: options.config.liveChat,
      guestLogin: page.name === GUEST_LOGIN_PAGE,
      pageName: page.name,
    };
    const chat = liveChatFor(page.name);
    liveChat = chat;
    const decision = await chat.check(
      gate,
      { visitor: chatVisitor(visitor), pageContext: page.name },
      await allowance(),
    );
    if (current(seen)) set({ chat: decision });
  }

  async function offerVideo(page: PageData, seen: number) {
    if (!options.config.videoPages.includes(page.name)) return;
    const videoChat = await options.services.videoChat().then(readVideoChat, (error: unknown) => {
      report(error);
      return readVideoChat(undefined);
    });
    let offer = decideVideoOffer({ now: options.now(), chatEnabled: options.config.videoChat, videoChat });
    if (offer.offer === 'none') {
      const videoAssist = await options.services.videoAssistCheck().catch((error: unknown) => {
        report(error);
        return undefined;
      });
      if (videoAssist)
        offer = decideVideoOffer({ now: options.now(), chatEnabled: options.config.videoChat, videoChat, videoAssist });
    }
    if (current(seen)) set({ video: offer });
  }

  async function readDl(page: PageData) {
    try {
      options.analytics.readDl(await options.services.readDl(readDlPath(options.visitor()), page), page.name);
    } catch (error) {
      report(error);
    }
  }

  return {
    getState: state.getState,
    subscribe: state.subscribe,
    atom: state.atom,
    atoms: state.atoms,
    /** A page view was recorded (500 ms after the route changed): the chat re-inits for the new page. */
    pageViewed(page: PageData): Promise<void> {
      view += 1;
      const seen = view;
      set({ pageName: page.name, chat: undefined, video: undefined, proactive: undefined });
      return Promise.all([readDl(page), checkChat(page, seen), offerVideo(page, seen)]).then(() => undefined);
    },
    /**
     * A service asked for a chat offer with its error (spec 3.6): the recommendation service is asked which chat to
     * offer on this page (pdm, source proactiveChat, spec 7.3), and its decision is told to analytics like any. When
     * it recommends none, none is offered; when it cannot be asked, a live agent is (the error asked for one).
     */
    async offerProactive(message: string | undefined): Promise<void> {
      const seen = view;
      const pageName = state.getState().pageName ?? '';
      const chat = liveChatFor(pageName);
      let flow: ProactiveOffer['flow'] = 'LP';
      try {
        const [answer, allowed] = await Promise.all([options.services.proactiveChat(pageName), allowance()]);
        const decision = chat.propose(answer, allowed);
        if (decision.flow === 'none') return;
        flow = decision.flow;
        liveChat = chat;
      } catch (error) {
        report(error);
      }
      if (current(seen)) set({ proactive: { message, flow } });
    },
    /** The customer turned the offer after an error down: its feedback is sent; the page's own offers stay. */
    dismissProactive(): void {
      if (state.getState().proactive)
        liveChat.submitFeedback(chatVisitor(options.visitor()), CHAT_DISPOSITIONS.declined).catch(report);
      set({ proactive: undefined });
    },
    /** The customer took the chat offer: the feedback is sent and the chat opens. */
    accept(): void {
      options.sessionFlags.set(CHAT_OPEN_FLAG, 'true');
      set({ chatOpen: true, proactive: undefined });
      liveChat.submitFeedback(chatVisitor(options.visitor()), CHAT_DISPOSITIONS.accepted).catch(report);
    },
    /** The customer declined: the feedback is sent, and the chat is hidden for the rest of the session. */
    decline(): void {
      liveChat.submitFeedback(chatVisitor(options.visitor()), CHAT_DISPOSITIONS.declined).catch(report);
      options.sessionFlags.set(CHAT_DECLINED_FLAG, 'true');
      set({ declined: true, chatOpen: false });
    },
    /** The customer closed the chat window. */
    close(): void {
      options.sessionFlags.set(CHAT_OPEN_FLAG, 'false');
      set({ chatOpen: false });
    },
  };
}

export type Assistance = ReturnType<typeof createAssistance>;
