import {
  BRIDGE_TAG,
  createAppEndpoint,
  type AppAction,
  type AppProperties,
  type WebViewMessage,
} from '@carrier/native-bridge';
import type { LogEntry } from './app-side.js';

export interface SimulatedAppOptions {
  /** The store's origin: the only one the frame's messages are read from and sent to. */
  readonly origin: string;
  readonly properties: AppProperties;
  readonly onLog: (entry: Omit<LogEntry, 'seq'>) => void;
  /** Each checked message from the web view. */
  readonly onMessage: (message: WebViewMessage) => void;
}

/**
 * The app's side around the frame: the bridge endpoint answering with the chosen properties, the `message`
 * listener that reads only the frame's messages from the store's origin, and the frame's navigation.
 */
export function createSimulatedApp(options: SimulatedAppOptions) {
  const { origin, onLog } = options;
  let frame: HTMLIFrameElement | null = null;
  let properties = options.properties;
  const endpoint = createAppEndpoint({
    post: (message) => {
      onLog({
        direction: 'app → web',
        kind: String((message as { kind?: unknown }).kind),
        detail: JSON.stringify(message),
      });
      frame?.contentWindow?.postMessage(message, origin);
    },
    handlers: {
      getParam: ({ name }) => {
        const value = (properties as Record<string, unknown>)[name];
        return { name, value: value === undefined ? null : String(value) };
      },
      fetchClientParameters: () => properties,
    },
    onMessage: options.onMessage,
    onRejected: (error) => onLog({ direction: 'refused', kind: error.name, detail: error.message }),
  });
  const onWindowMessage = (event: MessageEvent) => {
    const data = event.data as { bridge?: unknown; kind?: unknown; type?: unknown } | null;
    if (typeof data !== 'object' || data === null || data.bridge !== BRIDGE_TAG) return;
    if (event.source !== frame?.contentWindow || event.origin !== origin) {
      onLog({ direction: 'refused', kind: 'origin', detail: `A message from ${event.origin} was ignored.` });
      return;
    }
    onLog({
      direction: 'web → app',
      kind: String(data.kind === 'call' ? data.type : data.kind),
      detail: JSON.stringify(data),
    });
    void endpoint.receive(data);
  };
  return {
    /** The frame's ref callback. */
    attachFrame(element: HTMLIFrameElement | null) {
      frame = element;
    },
    /** Starts reading messages; returns the stop. */
    listen(target: Window) {
      target.addEventListener('message', onWindowMessage);
      return () => target.removeEventListener('message', onWindowMessage);
    },
    setProperties(next: AppProperties) {
      properties = next;
    },
    /** A tap on the app's bar. */
    action(action: AppAction) {
      endpoint.action(action);
    },
    open(path: string) {
      frame?.contentWindow?.location.assign(path);
    },
    /** The frame's location (same origin), or undefined while it cannot be read. */
    frameLocation(): { pathname: string; search: string } | undefined {
      try {
        const location = frame?.contentWindow?.location;
        return location ? { pathname: location.pathname, search: location.search } : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type SimulatedApp = ReturnType<typeof createSimulatedApp>;
