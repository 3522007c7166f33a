import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_TAG, BridgeMessageError, HELLO } from '../messages.js';
import {
  ANDROID_INTERFACE,
  IOS_HANDLER,
  NO_APP_TRANSPORT,
  RECEIVE_FUNCTION,
  createAndroidTransport,
  createIosTransport,
  createPostMessageTransport,
  detectTransport,
  exactOrigin,
  type BridgeMessageEvent,
  type NativeHost,
} from '../transports.js';

/** A window's `message` events, fired by hand. */
function fakeEvents() {
  const listeners = new Set<(e: BridgeMessageEvent) => void>();
  return {
    addEventListener: (_: 'message', l: (e: BridgeMessageEvent) => void) => void listeners.add(l),
    removeEventListener: (_: 'message', l: (e: BridgeMessageEvent) => void) => void listeners.delete(l),
    fire: (event: BridgeMessageEvent) => listeners.forEach((l) => l(event)),
    get count() {
      return listeners.size;
    },
  };
}

describe('iOS transport: WKWebView message handlers', () => {
  it('posts envelopes as objects to the carrierBridge handler and receives through the global function', () => {
    const postMessage = vi.fn();
    const host: NativeHost = { webkit: { messageHandlers: { [IOS_HANDLER]: { postMessage } } } };
    const transport = createIosTransport(host);
    expect(transport.kind).toBe('ios');
    transport.send(HELLO);
    expect(postMessage).toHaveBeenCalledWith(HELLO);
    const received: unknown[] = [];
    const stop = transport.listen((raw) => received.push(raw));
    host[RECEIVE_FUNCTION]?.('{"kind":"ready"}');
    expect(received).toEqual(['{"kind":"ready"}']);
    stop();
    expect(host[RECEIVE_FUNCTION]).toBeUndefined();
  });

  it('is refused when the handler is not there', () => {
    expect(() => createIosTransport({})).toThrow(BridgeMessageError);
  });
});

describe('Android transport: a JavaScript interface', () => {
  it('posts envelopes as JSON strings', () => {
    const postMessage = vi.fn();
    const host: NativeHost = { [ANDROID_INTERFACE]: { postMessage } };
    const transport = createAndroidTransport(host);
    transport.send(HELLO);
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify(HELLO));
    const received: unknown[] = [];
    transport.listen((raw) => received.push(raw));
    host[RECEIVE_FUNCTION]?.('x');
    expect(received).toEqual(['x']);
  });

  it('is refused when the interface is not there', () => {
    expect(() => createAndroidTransport({})).toThrow(`The Android interface ${ANDROID_INTERFACE} is not there.`);
  });

  it('a second bridge taking the receive function does not lose it when the first stops', () => {
    const host: NativeHost = { [ANDROID_INTERFACE]: { postMessage: vi.fn() } };
    const first = createAndroidTransport(host).listen(() => undefined);
    const seen: unknown[] = [];
    createAndroidTransport(host).listen((raw) => seen.push(raw));
    first();
    host[RECEIVE_FUNCTION]?.('still here');
    expect(seen).toEqual(['still here']);
  });
});

describe('postMessage transport: exact origins on both sides, never *', () => {
  const APP = 'https://app.carrier.example';

  it.each([
    '*',
    'https://app.carrier.example/',
    'https://app.carrier.example/path',
    'app.carrier.example',
    'null',
    'HTTPS://APP.example',
    'https://a.example:99999',
    'file:///x',
  ])('refuses %j as an origin', (origin) => {
    expect(() => exactOrigin(origin)).toThrow(BridgeMessageError);
    expect(() =>
      createPostMessageTransport({ target: { postMessage: vi.fn() }, targetOrigin: origin, events: fakeEvents() }),
    ).toThrow('is not one exact origin');
  });

  it.each(['https://app.carrier.example', 'http://localhost:4200', 'http://127.0.0.1:4321', 'http://[::1]:8080'])(
    'accepts %s',
    (origin) => {
      expect(exactOrigin(origin)).toBe(origin);
    },
  );

  it('sends only to the allowed origin', () => {
    const target = { postMessage: vi.fn() };
    createPostMessageTransport({ target, targetOrigin: APP, events: fakeEvents() }).send(HELLO);
    expect(target.postMessage).toHaveBeenCalledWith(HELLO, APP);
  });

  it('reads only messages from the allowed origin and the target window; a bridge message from elsewhere is reported', () => {
    const target = { postMessage: vi.fn() };
    const events = fakeEvents();
    const onRejected = vi.fn();
    const received: unknown[] = [];
    const stop = createPostMessageTransport({ target, targetOrigin: APP, events, onRejected }).listen((raw) =>
      received.push(raw),
    );
    const message = { bridge: BRIDGE_TAG, v: 1, kind: 'ready' };
    events.fire({ data: message, origin: 'https://evil.example', source: target });
    events.fire({ data: message, origin: APP, source: {} });
    events.fire({ data: 'someone else’s traffic', origin: 'https://ads.example', source: {} });
    expect(received).toEqual([]);
    expect(onRejected).toHaveBeenCalledTimes(2);
    expect(onRejected.mock.calls[0]?.[0]).toBeInstanceOf(BridgeMessageError);
    events.fire({ data: message, origin: APP, source: target });
    expect(received).toEqual([message]);
    stop();
    expect(events.count).toBe(0);
  });
});

describe('the browser fallback', () => {
  it('sends nowhere and hears nothing', () => {
    expect(NO_APP_TRANSPORT.kind).toBe('none');
    expect(() => NO_APP_TRANSPORT.send(HELLO)).not.toThrow();
    expect(() => NO_APP_TRANSPORT.listen(() => undefined)()).not.toThrow();
  });
});

describe('detectTransport picks the app that is there', () => {
  it('iOS first, then Android, then a parent frame of the allowed origin, else the fallback', () => {
    const ios: NativeHost = { webkit: { messageHandlers: { [IOS_HANDLER]: { postMessage: vi.fn() } } } };
    expect(detectTransport(ios).kind).toBe('ios');
    expect(detectTransport({ [ANDROID_INTERFACE]: { postMessage: vi.fn() } }).kind).toBe('android');
    const parent = { postMessage: vi.fn() };
    const events = fakeEvents();
    expect(detectTransport({}, { parent, appOrigin: 'http://localhost:4200', events }).kind).toBe('postMessage');
    expect(detectTransport({}, { parent, events }).kind).toBe('none');
    expect(detectTransport({ webkit: { messageHandlers: {} } }).kind).toBe('none');
  });

  it('a page that is its own parent (not in a frame) has no app', () => {
    const host = { postMessage: vi.fn() } as unknown as NativeHost & { postMessage: () => void };
    expect(
      detectTransport(host, { parent: host as never, appOrigin: 'http://localhost:4200', events: fakeEvents() }).kind,
    ).toBe('none');
  });
});
