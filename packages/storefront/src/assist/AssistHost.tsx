import { chatHandOff, type AnalyticsCartItem } from '@carrier/analytics-tagger';
import { Button, Dialog, Link, TextField } from '@carrier/design-system';
import type { StartChatRequest } from '@carrier/service-contracts';
import { chatLabel, overlayDelayMs, type Proposition, type VideoOffer } from '@carrier/live-chat-engine';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useStorefront } from '../context.js';
import { useMoney } from '../money.js';
import type { Language } from '../site.js';
import { createAssistance, type Assistance, type AssistState, type ProactiveOffer } from './assistance.js';
import * as styles from './assist.css.js';
import { ASSIST_STRINGS, type AssistStrings } from './strings.js';
import { chatServicesOf, createChat } from './chat.js';
import { VIDEO_CHAT_HREF, openVideoPopup, videoAssistHref } from './video-link.js';
import { useValueOf } from '../atoms.js';

/**
 * The assistance of every page, loaded after the first page view: each page view re-inits it (spec 9), and it
 * shows what the decision allows: the live-agent offer embedded, sticky or as an overlay, the bot proactive or
 * reactive, the chat once accepted, and video help on the pages that offer it.
 */
export function AssistHost() {
  const { assist, analytics, site, shell, visitor, errors, throttleList, atoms } = useStorefront();
  const [assistance] = useState<Assistance>(() =>
    createAssistance({
      services: assist.services,
      analytics,
      config: assist.config,
      device: site.device,
      visitor,
      now: assist.now,
      sessionFlags: shell.sessionFlags,
      atoms,
      report: (error) => void errors.report(error),
      throttleList,
    }),
  );
  useEffect(() => {
    // The first page view may have been recorded before this code arrived.
    const last = analytics.lastPageView();
    if (last) void assistance.pageViewed(last);
    return analytics.onPageView((page) => void assistance.pageViewed(page));
  }, [analytics, assistance]);
  useEffect(() => {
    // A chat a service asked for with its error (spec 3.6), perhaps before this code arrived: taken once.
    const take = () => {
      const asked = assist.proactiveChat.getState();
      if (!asked) return;
      assist.proactiveChat.set(undefined);
      if (asked.open) assistance.accept();
      else void assistance.offerProactive(asked.message);
    };
    take();
    return assist.proactiveChat.subscribe(take);
  }, [assist, assistance]);
  // The chat widget is there once this code has drawn: a page with private data can hide it (and show it again).
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    assist.chatWidget.set({ hide: () => setHidden(true), show: () => setHidden(false) });
    return () => assist.chatWidget.set(undefined);
  }, [assist]);
  const state = useValueOf(assistance);
  const videoAssist = state.video?.offer === 'videoAssist' ? state.video.locationCode : undefined;
  useEffect(() => assist.videoAssist.set(videoAssist), [assist, videoAssist]);
  const texts = ASSIST_STRINGS[site.language];
  if (hidden) return null;
  return (
    <>
      {state.video && state.video.offer !== 'none' ? <VideoHelp offer={state.video} texts={texts} /> : null}
      {/* Last, so the sticky bar's room comes after everything else of the page. */}
      {state.proactive && !state.chatOpen ? (
        <ProactiveChatOffer
          offer={state.proactive}
          texts={texts}
          language={site.language}
          onAccept={assistance.accept}
          onDismiss={assistance.dismissProactive}
        />
      ) : (
        <ChatOffer
          state={state}
          assistance={assistance}
          texts={texts}
          language={site.language}
          cartItems={analytics.cartItems}
        />
      )}
    </>
  );
}

/**
 * An offer's words by the chat-label priority: a service's message, then the proposition's label in the page's
 * language, then the store's own words (`fallback`).
 */
function offerWords(
  fallback: string,
  language: Language,
  from: { readonly serviceMessage?: string | undefined; readonly proposition?: Proposition },
): string {
  const label = chatLabel({ ...from, language });
  return label.source === 'store' ? fallback : label.text;
}

function ChatOffer({
  state,
  assistance,
  texts,
  language,
  cartItems,
}: {
  readonly state: AssistState;
  readonly assistance: Assistance;
  readonly texts: AssistStrings;
  readonly language: Language;
  readonly cartItems: () => readonly AnalyticsCartItem[];
}) {
  // The reactive bot opened on this page; the next page starts closed.
  const [botOpenOn, setBotOpenOn] = useState<string>();
  const botOpen = botOpenOn !== undefined && botOpenOn === state.pageName;
  const decision = state.chat;
  if (state.chatOpen)
    return <ChatWindow texts={texts} items={cartItems()} pageName={state.pageName} onClose={assistance.close} />;
  if (!decision || decision.flow === 'none' || state.declined) return null;
  const { proposition } = decision;
  const actions = (accept = texts.chatNow) => (
    <OfferAnswers
      accept={accept}
      noThanks={texts.noThanks}
      onAccept={assistance.accept}
      onDecline={assistance.decline}
    />
  );
  if (decision.flow === 'CO') {
    if (decision.placement === 'reactive' && !botOpen)
      return (
        <div className={styles.launcher}>
          <Button onClick={() => setBotOpenOn(state.pageName)}>{texts.botOpen}</Button>
        </div>
      );
    return (
      <Panel title={texts.botName}>
        <p className={styles.text}>{offerWords(texts.botGreeting, language, { proposition })}</p>
        {actions(texts.botStart)}
      </Panel>
    );
  }
  switch (decision.placement) {
    case 'embedded':
      return (
        <Offer className={styles.card} title={texts.offerTitle} level="h2">
          <p className={styles.text}>{offerWords(texts.offerBody, language, { proposition })}</p>
          {actions()}
        </Offer>
      );
    case 'sticky':
      return (
        <StickyOffer title={texts.offerTitle} body={offerWords(texts.offerBody, language, { proposition })}>
          {actions()}
        </StickyOffer>
      );
    case 'overlay':
      return (
        <DelayedOverlay key={state.pageName} delayMs={overlayDelayMs(decision.proposition)}>
          <Dialog
            open
            onClose={assistance.decline}
            title={texts.overlayTitle}
            description={offerWords(texts.overlayBody, language, { proposition })}
            footer={actions()}
            size="small"
          />
        </DelayedOverlay>
      );
  }
}

/**
 * An overlay offer covers the page only after its delay (spec 9: 0 s unless the proposition gives one), counted
 * from the page's decision; each page counts afresh.
 */
function DelayedOverlay({ delayMs, children }: { readonly delayMs: number; readonly children: ReactNode }) {
  const [due, setDue] = useState(delayMs === 0);
  useEffect(() => {
    if (due) return undefined;
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [due, delayMs]);
  return due ? children : null;
}

/**
 * The chat a service offered with its error (spec 3.6), in the service's words (shown as text): a bar at the foot of
 * the screen, so it is seen next to the error whatever the page's length; a live agent's or the bot's, as the
 * recommendation service proposed. It shows even when the page's own offer was declined: the customer has just met a
 * problem the service wants help with.
 */
function ProactiveChatOffer({
  offer,
  texts,
  language,
  onAccept,
  onDismiss,
}: {
  readonly offer: ProactiveOffer;
  readonly texts: AssistStrings;
  readonly language: Language;
  readonly onAccept: () => void;
  readonly onDismiss: () => void;
}) {
  const bot = offer.flow === 'CO';
  return (
    <StickyOffer
      title={bot ? texts.botName : texts.proactiveTitle}
      body={offerWords(bot ? texts.botGreeting : texts.proactiveBody, language, { serviceMessage: offer.message })}
    >
      <OfferAnswers
        accept={bot ? texts.botStart : texts.chatNow}
        noThanks={texts.noThanks}
        onAccept={onAccept}
        onDecline={onDismiss}
      />
    </StickyOffer>
  );
}

/** A chat offer's two answers: take it, or not. */
function OfferAnswers({
  accept,
  noThanks,
  onAccept,
  onDecline,
}: {
  readonly accept: string;
  readonly noThanks: string;
  readonly onAccept: () => void;
  readonly onDecline: () => void;
}) {
  return (
    <div className={styles.actions}>
      <Button onClick={onAccept}>{accept}</Button>
      <Button variant="secondary" onClick={onDecline}>
        {noThanks}
      </Button>
    </div>
  );
}

/** An offer in a bar along the foot of the window, with room kept at the end of the page so it never covers it. */
function StickyOffer({
  title,
  body,
  children,
}: {
  readonly title: string;
  readonly body: string;
  readonly children: ReactNode;
}) {
  return (
    <>
      <div className={styles.stickyRoom} aria-hidden="true" />
      <Offer className={styles.sticky} title={title} level="p">
        <span>{body}</span>
        {children}
      </Offer>
    </>
  );
}

/** A labelled region of the page holding an offer. */
function Offer({
  className,
  title,
  level,
  children,
}: {
  readonly className: string;
  readonly title: string;
  readonly level: 'h2' | 'p';
  readonly children: ReactNode;
}) {
  const id = useId();
  const Title = level;
  return (
    <section className={className} aria-labelledby={id}>
      <Title id={id} className={level === 'h2' ? styles.title : styles.text}>
        <strong>{title}</strong>
      </Title>
      {children}
    </section>
  );
}

function Panel({
  title,
  onClose,
  closeLabel,
  children,
}: {
  readonly title: string;
  readonly onClose?: () => void;
  readonly closeLabel?: string;
  readonly children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <div className={styles.panelHeader}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {onClose ? (
          <Button variant="link" onClick={onClose}>
            {closeLabel}
          </Button>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/**
 * The chat, once accepted: a conversation with an agent of the chat service, who is told of the cart (the hand-off of
 * spec 3.1). It goes on from page to page of the visit; the window says who answers, when they type, and when the
 * connection drops, is lost or the chat is over, with what the customer can do then.
 */
function ChatWindow({
  texts,
  items,
  pageName,
  onClose,
}: {
  readonly texts: AssistStrings;
  readonly items: readonly AnalyticsCartItem[];
  readonly pageName: string | undefined;
  readonly onClose: () => void;
}) {
  const { assist, atoms, shell, site, errors } = useStorefront();
  const money = useMoney();
  const handOff = chatHandOff(items);
  const count = handOff.reduce((sum, item) => sum + (Number(item.count) || 0), 0);
  const request = (): StartChatRequest => ({
    language: site.language,
    pageName: pageName ?? '',
    handOff: handOff.map((item) => ({
      count: Number(item.count) || 0,
      product: item.product,
      value: String(item.value),
      monthly: item.monthly,
    })),
  });
  const [chat] = useState(() =>
    createChat({
      services: chatServicesOf(assist.services),
      session: shell.sessionFlags,
      atoms,
      report: (error) => void errors.report(error),
    }),
  );
  useEffect(() => {
    void chat.open(request());
    return () => chat.detach();
    // Opened once for the window: the hand-off is what the cart held when the chat started.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chat]);
  const state = useValueOf(chat);
  const agent = state.agent ?? texts.chatAgentFallback;
  const [draft, setDraft] = useState('');
  const log = useRef<HTMLOListElement>(null);
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [state.messages.length]);
  const close = () => {
    void chat.close();
    onClose();
  };
  const status =
    state.status === 'starting'
      ? texts.chatConnecting
      : state.status === 'reconnecting'
        ? texts.chatReconnecting
        : state.status === 'open'
          ? texts.chatWith(agent)
          : undefined;
  const talking = state.status === 'open' || state.status === 'reconnecting';
  return (
    <Panel title={texts.chatTitle} onClose={close} closeLabel={texts.closeChat}>
      {status ? (
        <p className={styles.text} role="status">
          {status}
        </p>
      ) : null}
      <p className={styles.text}>{count > 0 ? texts.chatSharedCart(count) : texts.chatNoCart}</p>
      {count > 0 ? (
        // What the specialist was told of each item (spec 3.1): its value as the value rule gives it.
        <ul className={styles.text}>
          {handOff.map((item, i) => (
            <li key={i}>
              {texts.chatSharedItem(String(item.count), item.product, money(Number(item.value) || 0), item.monthly)}
            </li>
          ))}
        </ul>
      ) : null}
      {state.messages.length > 0 ? (
        <ol ref={log} className={styles.messages} role="log" aria-label={texts.chatTitle}>
          {state.messages.map((message) => (
            <li key={message.id} className={message.from === 'agent' ? styles.fromAgent : styles.fromCustomer}>
              <span className={styles.sender}>{message.from === 'agent' ? agent : texts.chatYou}</span>
              {message.text}
            </li>
          ))}
        </ol>
      ) : null}
      {state.typing ? (
        <p className={styles.typing} aria-live="polite">
          {texts.chatTyping(agent)}
        </p>
      ) : null}
      {state.unsent !== undefined ? (
        <div className={styles.problem}>
          <p className={styles.text} role="alert">
            {texts.chatUnsent}
          </p>
          <Button variant="secondary" size="small" onClick={() => void chat.send(state.unsent ?? '')}>
            {texts.chatSendAgain}
          </Button>
        </div>
      ) : null}
      {talking ? (
        <form
          className={styles.compose}
          onSubmit={(event) => {
            event.preventDefault();
            const text = draft;
            setDraft('');
            void chat.send(text);
          }}
        >
          <TextField label={texts.chatMessageLabel} value={draft} onChange={setDraft} maxLength={1000} />
          <Button type="submit" disabled={draft.trim() === ''}>
            {texts.chatSend}
          </Button>
        </form>
      ) : null}
      {state.status === 'lost' ? (
        <div className={styles.problem}>
          <p className={styles.text} role="alert">
            {texts.chatLost}
          </p>
          <Button variant="secondary" size="small" onClick={chat.reconnect}>
            {texts.chatReconnect}
          </Button>
        </div>
      ) : null}
      {state.status === 'closed' || state.status === 'failed' ? (
        <div className={styles.problem}>
          <p className={styles.text} role={state.status === 'failed' ? 'alert' : undefined}>
            {state.status === 'failed'
              ? texts.chatFailed
              : state.closedBy === 'AGENT_CLOSED'
                ? texts.chatClosedByAgent(agent)
                : texts.chatClosedByYou}
          </p>
          <Button variant="secondary" size="small" onClick={() => void chat.restart(request())}>
            {state.status === 'failed' ? texts.chatTryAgain : texts.chatNew}
          </Button>
        </div>
      ) : null}
    </Panel>
  );
}

/** Video help on the pages that offer it: video chat in its hours, else video assist (spec 5.3), in a popup. */
function VideoHelp({
  offer,
  texts,
}: {
  readonly offer: Exclude<VideoOffer, { offer: 'none' }>;
  readonly texts: AssistStrings;
}) {
  const { assist } = useStorefront();
  const href = offer.offer === 'videoAssist' ? videoAssistHref(offer.locationCode) : VIDEO_CHAT_HREF;
  const open = (event: MouseEvent) => {
    event.preventDefault();
    openVideoPopup(assist, href);
  };
  return (
    <Offer className={styles.card} title={texts.videoTitle} level="h2">
      <p className={styles.text}>{offer.offer === 'videoChat' ? texts.videoChatBody : texts.videoAssistBody}</p>
      <div className={styles.actions}>
        <Link href={href} variant="standalone" external onClick={open}>
          {offer.offer === 'videoChat' ? texts.videoChatAction : texts.videoAssistAction}
        </Link>
      </div>
    </Offer>
  );
}
