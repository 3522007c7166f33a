import { Alert, Button, Checkbox, Select, TextField, VisuallyHidden } from '@carrier/design-system';
import { APP_PROPERTIES_KEY } from '@carrier/native-bridge';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  DEFAULT_APP_FORM,
  appendLog,
  chromeReducer,
  formProperties,
  readLaunch,
  tabLabels,
  type AppChrome,
  type AppForm,
  type LogEntry,
} from './app-side.js';
import { createSimulatedApp } from './simulated-app.js';
import * as styles from './simulator.css.js';

/** The store page the frame opens first. */
const START_PAGE = '/sales/digital/shop.html';

/** Only the store's own pages go in the frame. */
const isStorePage = (path: string) => /^\/sales\/[a-z]+\//.test(path) && !path.includes('\\');

/** The form as the simulator's own address gives it (`?page=&lob=&version=&guest=1`, `guest=true-guest` for a true guest), for links and tests. */
function initialForm(search: URLSearchParams): AppForm {
  const lob = search.get('lob');
  return {
    ...DEFAULT_APP_FORM,
    ...(lob !== null && ['', 'vzw', 'vzt', 'vzp', 'vzw|vzt'].includes(lob) ? { lob: lob as AppForm['lob'] } : {}),
    ...(search.get('version') !== null ? { appReleaseVersion: search.get('version') ?? '' } : {}),
    ...(search.get('guest') === '1' ? { guestCheckout: true } : {}),
    ...(search.get('guest') === 'true-guest' ? { guestCheckout: true, trueGuestCheckout: true } : {}),
  };
}

/**
 * The carrier's app, played in a browser: it hosts the store's web view in a frame, answers getParam and
 * fetchClientParameters with the properties chosen in the form, draws the bar, icons, chat button and tab
 * bar the page asks for, takes over the launch URLs, and logs every message both ways.
 */
export function Simulator() {
  const search = useMemo(() => new URLSearchParams(window.location.search), []);
  const [form, setForm] = useState<AppForm>(() => initialForm(search));
  const [formError, setFormError] = useState<string | undefined>();
  const [chrome, setChrome] = useState<AppChrome>({});
  const [log, setLog] = useState<LogEntry[]>([]);
  const firstPage = search.get('page');
  const [src] = useState(() => (firstPage && isStorePage(firstPage) ? firstPage : START_PAGE));
  const origin = window.location.origin;
  const [app] = useState(() => {
    const initial = formProperties(form);
    return createSimulatedApp({
      origin,
      properties: initial.ok ? initial.properties : {},
      onLog: (entry) => setLog((l) => appendLog(l, entry)),
      onMessage: (message) => setChrome((c) => chromeReducer(c, message)),
    });
  });
  useEffect(() => app.listen(window), [app]);
  const attachFrame = useCallback((element: HTMLIFrameElement | null) => app.attachFrame(element), [app]);

  const open = (path: string) => app.open(path);
  const framePath = () => {
    const location = app.frameLocation();
    return location ? `${location.pathname}${location.search}` : src;
  };
  const apply = (next: AppForm) => {
    const result = formProperties(next);
    if (!result.ok) {
      setFormError(result.error);
      return false;
    }
    setFormError(undefined);
    app.setProperties(result.properties);
    // The web view keeps the app's last answer for the session; the next page asks again.
    window.sessionStorage.removeItem(APP_PROPERTIES_KEY);
    return true;
  };
  const onApply = (event: FormEvent) => {
    event.preventDefault();
    if (apply(form)) {
      const path = framePath();
      open(isStorePage(path) ? path : START_PAGE);
    }
  };
  const appScreen = (name: string) =>
    setLog((l) =>
      appendLog(l, { direction: 'launch', kind: 'app screen', detail: `The app opens its own ${name} screen.` }),
    );

  /** The app takes over its launch URLs (spec 7.4), as the real app does. */
  const onFrameLoad = () => {
    const location = app.frameLocation();
    if (!location) return;
    const launch = readLaunch(location.pathname, location.search);
    if (!launch) return;
    setLog((l) =>
      appendLog(l, { direction: 'launch', kind: launch.target, detail: `goto ${launch.goto ?? '(none)'}` }),
    );
    const back = launch.goto ?? START_PAGE;
    if (launch.target === 'oauthSignIn') {
      open(`/sandbox/signin?goto=${encodeURIComponent(back)}`);
      return;
    }
    if (launch.target === 'guestCheckout') {
      // The app asks the guest for the account's last two digits; the simulator answers for them.
      const next = { ...form, guestCheckout: true, lastTwoDigits: form.lastTwoDigits || '42' };
      setForm(next);
      apply(next);
    }
    open(back);
  };

  const nav = chrome.navigation;
  // The buttons the page's pattern asks for: the app's own screens, and sign in through the web view.
  const barButtons = [
    { shown: nav?.alerts, label: 'Alerts', onClick: () => appScreen('alerts') },
    { shown: nav?.settings, label: 'Settings', onClick: () => appScreen('settings') },
    { shown: nav?.stores, label: 'Stores', onClick: () => appScreen('stores') },
    { shown: nav?.signIn, label: 'Sign in', onClick: () => app.action('signIn') },
  ].filter((button) => button.shown);
  const tabs = tabLabels(form.lob);
  const set =
    <K extends keyof AppForm>(key: K) =>
    (value: AppForm[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  return (
    <div className={styles.layout}>
      <form className={styles.panel} onSubmit={onApply} aria-labelledby="app-title" noValidate>
        <h1 id="app-title" className={styles.heading}>
          Native-app simulator
        </h1>
        <p className={styles.muted}>The app properties it answers with (spec 3.3).</p>
        <Select
          label="Line of business"
          value={form.lob}
          options={[
            { value: '', label: 'None (prospect app)' },
            { value: 'vzw', label: 'vzw: wireless' },
            { value: 'vzt', label: 'vzt: wireline' },
            { value: 'vzp', label: 'vzp: prospect' },
            { value: 'vzw|vzt', label: 'vzw|vzt: joint' },
          ]}
          onChange={(v) => set('lob')(v as AppForm['lob'])}
        />
        <TextField
          label="App version"
          value={form.appReleaseVersion}
          onChange={set('appReleaseVersion')}
          inputMode="decimal"
        />
        <Checkbox label="Guest checkout" checked={form.guestCheckout} onChange={set('guestCheckout')} />
        <Checkbox label="True guest checkout" checked={form.trueGuestCheckout} onChange={set('trueGuestCheckout')} />
        <Checkbox
          label="Device authenticated"
          checked={form.deviceAuthenticated}
          onChange={set('deviceAuthenticated')}
        />
        <TextField
          label="Last two digits of the account"
          value={form.lastTwoDigits}
          onChange={set('lastTwoDigits')}
          inputMode="numeric"
          maxLength={2}
          helperText="Set when a guest has authenticated."
        />
        <Checkbox
          label="Tab bar flow allowed"
          description="Off: the app shows no tab bar in the shop."
          checked={form.isTabBarFlowAllowed}
          onChange={set('isTabBarFlowAllowed')}
        />
        <TextField
          label="Tab index"
          value={form.tabIndex}
          onChange={set('tabIndex')}
          inputMode="numeric"
          helperText="Empty: the page's default for the line of business."
        />
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Button type="submit">Apply and reload</Button>
      </form>

      <section className={styles.phone} aria-label="Phone">
        <div role="group" className={styles.appBar} aria-label="App navigation bar">
          <div className={styles.barStart}>
            {nav?.leading === 'logo' ? <span className={styles.logo}>Carrier</span> : null}
            {nav?.leading === 'back' ? (
              <button type="button" className={styles.barButton} onClick={() => app.action('back')}>
                ‹ Back
              </button>
            ) : null}
            {nav?.leading === 'close' ? (
              <button type="button" className={styles.barButton} onClick={() => app.action('close')}>
                ✕ Close
              </button>
            ) : null}
          </div>
          <h2 className={styles.barTitle}>{chrome.title?.title ?? ''}</h2>
          <div className={styles.barEnd}>
            {barButtons.map((button) => (
              <button key={button.label} type="button" className={styles.barButton} onClick={button.onClick}>
                {button.label}
              </button>
            ))}
            {chrome.icons?.wishlist.visible ? (
              <button type="button" className={styles.barButton} onClick={() => open('/sales/digital/favorites.html')}>
                ♡ {chrome.icons.wishlist.count}
                <VisuallyHidden> favorites</VisuallyHidden>
              </button>
            ) : null}
            {chrome.icons?.cart.visible ? (
              <button type="button" className={styles.barButton} onClick={() => open('/sales/digital/cart.html')}>
                Cart {chrome.icons.cart.count}
              </button>
            ) : null}
          </div>
        </div>
        <p className={styles.status} aria-live="polite">
          {nav ? `Pattern ${nav.pattern}` : 'Waiting for the web view'}
          {chrome.title ? ` · title tab ${chrome.title.tabIndex}` : ''}
          {chrome.loaded ? ` · loaded ${chrome.loaded.pageName || '(no page name)'}` : ''}
        </p>
        <iframe ref={attachFrame} className={styles.frame} src={src} title="Store web view" onLoad={onFrameLoad} />
        <div className={styles.overlayButtons}>
          {chrome.help?.visible ? (
            <HelpButton key={JSON.stringify(chrome.help)} help={chrome.help} onOpen={() => appScreen('help')} />
          ) : null}
          {chrome.chat?.visible ? (
            <ChatFab key={JSON.stringify(chrome.chat)} fab={chrome.chat} onOpen={() => appScreen('chat')} />
          ) : null}
        </div>
        {chrome.tab?.visible ? (
          <nav className={styles.tabBar} aria-label="App tab bar">
            {tabs.map((label, index) => (
              <button
                key={label}
                type="button"
                className={styles.tab}
                aria-current={index === chrome.tab?.tabIndex ? 'page' : undefined}
                onClick={() => (label === 'Shop' ? open(START_PAGE) : appScreen(label))}
              >
                {label}
              </button>
            ))}
          </nav>
        ) : null}
      </section>

      <section className={styles.panel} aria-labelledby="log-title">
        <div className={styles.logHead}>
          <h2 id="log-title" className={styles.heading}>
            Messages
          </h2>
          <Button variant="tertiary" size="small" onClick={() => setLog([])}>
            Clear
          </Button>
        </div>
        <ol className={styles.log} aria-label="Message log, newest first" tabIndex={0}>
          {log.map((entry) => (
            <li key={entry.seq} className={styles.logEntry} data-direction={entry.direction}>
              <span className={styles.logKind}>
                {entry.direction} · {entry.kind}
              </span>
              <code className={styles.logDetail}>{entry.detail}</code>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/**
 * The app's chat button as the app draws it (spec 9): its words in their size (`textSize`) for `expandDuration` seconds
 * after the web view asks for it, then the icon alone, its name kept for assistive technology.
 */
function ChatFab({
  fab,
  onOpen,
}: {
  readonly fab: { readonly text: string; readonly textSize: number; readonly expandDuration: number };
  readonly onOpen: () => void;
}) {
  const [expanded, setExpanded] = useState(true);
  // Drawn afresh (its key) for each ask, so it starts expanded each time.
  useEffect(() => {
    const timer = setTimeout(() => setExpanded(false), fab.expandDuration * 1000);
    return () => clearTimeout(timer);
  }, [fab]);
  return (
    <button
      type="button"
      className={styles.chat}
      onClick={onOpen}
      aria-label={fab.text}
      data-expanded={expanded}
      style={{ fontSize: fab.textSize }}
    >
      <span aria-hidden="true">💬</span>
      {expanded ? <span aria-hidden="true"> {fab.text}</span> : null}
    </button>
  );
}

/** The app's help-and-assistance button as the app draws it: shown once `invocationTime` ms have passed (spec 9). */
function HelpButton({
  help,
  onOpen,
}: {
  readonly help: { readonly invocationTime: number };
  readonly onOpen: () => void;
}) {
  const [shown, setShown] = useState(false);
  // Drawn afresh (its key) for each ask, so it waits again each time.
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), help.invocationTime);
    return () => clearTimeout(timer);
  }, [help]);
  return shown ? (
    <button type="button" className={styles.help} onClick={onOpen}>
      ?<VisuallyHidden> Help</VisuallyHidden>
    </button>
  ) : null;
}
