import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppEndpoint, parseWebViewMessage } from '../app-endpoint.js';
import {
  BridgeAppError,
  BridgeTimeoutError,
  DEFAULT_HANDSHAKE_TIMEOUT_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  bridgeReducer,
  createNativeBridge,
  initialBridgeState,
  type BridgeState,
} from '../bridge.js';
import { BRIDGE_TAG, BridgeMessageError, HELLO, envelope, type OutgoingEnvelope } from '../messages.js';
import { NO_APP_TRANSPORT, type BridgeTransport } from '../transports.js';
import { VALID } from './messages.test.js';

/** A transport whose app side the test plays: what the web view sent, and a way to answer. */
function fakeTransport() {
  let receive: ((raw: unknown) => void) | undefined;
  const sent: OutgoingEnvelope[] = [];
  const transport: BridgeTransport = {
    kind: 'postMessage',
    send: (message) => void sent.push(message),
    listen: (r) => {
      receive = r;
      return () => (receive = undefined);
    },
  };
  const app = (body: object) => receive?.({ bridge: BRIDGE_TAG, v: 1, ...body });
  const calls = () => sent.filter((m) => m.kind === 'call');
  return { transport, sent, calls, app, listening: () => receive !== undefined };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('bridgeReducer', () => {
  const connecting: BridgeState = { status: 'connecting', queued: [], pending: [] };
  const call = envelope('setTitle', VALID.setTitle);

  it.each<[string, BridgeState, Parameters<typeof bridgeReducer>[1], BridgeState]>([
    [
      'a message before the handshake waits',
      connecting,
      { type: 'sent', message: call },
      { ...connecting, queued: [call] },
    ],
    [
      'a message after it does not',
      { ...connecting, status: 'ready' },
      { type: 'sent', message: call },
      { ...connecting, status: 'ready' },
    ],
    [
      'the handshake releases the queue',
      { ...connecting, queued: [call] },
      { type: 'ready' },
      { ...connecting, status: 'ready' },
    ],
    [
      'a failed handshake drops it',
      { ...connecting, queued: [call] },
      { type: 'handshakeFailed' },
      { ...connecting, status: 'unavailable' },
    ],
    [
      'a failed handshake after ready changes nothing',
      { ...connecting, status: 'ready' },
      { type: 'handshakeFailed' },
      { ...connecting, status: 'ready' },
    ],
    ['a request waits for its answer', connecting, { type: 'requested', id: 'r1' }, { ...connecting, pending: ['r1'] }],
    [
      'an answer settles it',
      { ...connecting, pending: ['r1', 'r2'] },
      { type: 'settled', id: 'r1' },
      { ...connecting, pending: ['r2'] },
    ],
  ])('%s', (_rule, state, event, expected) => {
    expect(bridgeReducer(state, event)).toEqual(expected);
  });

  it('settling an unknown id returns the same state', () => {
    expect(bridgeReducer(connecting, { type: 'settled', id: 'x' })).toBe(connecting);
  });

  it('starts connecting with an app, unavailable without one', () => {
    expect(initialBridgeState(fakeTransport().transport).status).toBe('connecting');
    expect(initialBridgeState(NO_APP_TRANSPORT).status).toBe('unavailable');
  });
});

describe('the readiness handshake before the first call', () => {
  it('says hello until the app is ready, holds calls meanwhile, then sends them in order', () => {
    const fake = fakeTransport();
    const bridge = createNativeBridge({ transport: fake.transport });
    expect(fake.sent).toEqual([HELLO]);
    bridge.send('setTitle', VALID.setTitle);
    bridge.send('updateTab', VALID.updateTab);
    vi.advanceTimersByTime(600);
    expect(fake.sent.filter((m) => m.kind === 'hello').length).toBe(3);
    expect(fake.calls()).toEqual([]);
    expect(bridge.getState().queued).toHaveLength(2);
    fake.app({ kind: 'ready' });
    expect(fake.calls().map((m) => m.kind === 'call' && m.type)).toEqual(['setTitle', 'updateTab']);
    expect(bridge.getState()).toEqual({ status: 'ready', queued: [], pending: [] });
    vi.advanceTimersByTime(1000);
    expect(fake.sent.filter((m) => m.kind === 'hello').length).toBe(3); // no more hellos
    fake.app({ kind: 'ready' }); // a second ready sends nothing again
    expect(fake.calls()).toHaveLength(2);
  });

  it('after the handshake, calls go at once', () => {
    const fake = fakeTransport();
    const bridge = createNativeBridge({ transport: fake.transport });
    fake.app({ kind: 'ready' });
    bridge.send('webPageLoaded', VALID.webPageLoaded);
    expect(fake.calls()).toEqual([envelope('webPageLoaded', VALID.webPageLoaded)]);
  });

  it('an app that never answers: after the handshake timeout, held requests fail and lost calls are reported', async () => {
    const fake = fakeTransport();
    const onError = vi.fn();
    const bridge = createNativeBridge({ transport: fake.transport, onError });
    bridge.send('setTitle', VALID.setTitle);
    const asked = bridge.request('getParam', { name: 'lob' });
    const failed = expect(asked).rejects.toThrow(BridgeTimeoutError);
    vi.advanceTimersByTime(DEFAULT_HANDSHAKE_TIMEOUT_MS);
    await failed;
    expect(bridge.getState().status).toBe('unavailable');
    expect(onError).toHaveBeenCalledWith(expect.any(BridgeTimeoutError));
    expect(String(onError.mock.calls[0]?.[0].message)).toMatch(/2 message\(s\) were not delivered/);
    await expect(bridge.request('fetchClientParameters', {})).rejects.toThrow(BridgeTimeoutError);
    bridge.send('setTitle', VALID.setTitle); // dropped without throwing
    expect(fake.calls()).toEqual([]);
  });
});

describe('requests get a correlation id and a timeout', () => {
  it('matches each answer to its request by id, whatever the order', async () => {
    const fake = fakeTransport();
    const bridge = createNativeBridge({ transport: fake.transport });
    fake.app({ kind: 'ready' });
    const lob = bridge.request('getParam', { name: 'lob' });
    const props = bridge.request('fetchClientParameters', {});
    const [first, second] = fake.calls();
    expect(first?.kind === 'call' && first.id).toBeTruthy();
    expect(first?.kind === 'call' && second?.kind === 'call' && first.id !== second.id).toBe(true);
    fake.app({ kind: 'answer', id: second?.kind === 'call' ? second.id : '', payload: { lob: 'vzt', tabIndex: '1' } });
    fake.app({ kind: 'answer', id: first?.kind === 'call' ? first.id : '', payload: { name: 'lob', value: 'vzt' } });
    await expect(lob).resolves.toEqual({ name: 'lob', value: 'vzt' });
    await expect(props).resolves.toEqual({ lob: 'vzt', tabIndex: 1 });
    expect(bridge.getState().pending).toEqual([]);
  });

  it('a request the app never answers fails after the request timeout', async () => {
    const fake = fakeTransport();
    const bridge = createNativeBridge({ transport: fake.transport });
    fake.app({ kind: 'ready' });
    const asked = bridge.request('getParam', { name: 'lob' });
    const failed = expect(asked).rejects.toThrow(
      `The app did not answer getParam in ${DEFAULT_REQUEST_TIMEOUT_MS} ms.`,
    );
    vi.advanceTimersByTime(DEFAULT_REQUEST_TIMEOUT_MS);
    await failed;
    expect(bridge.getState().pending).toEqual([]);
  });

  it('an app error rejects the request with BridgeAppError', async () => {
    const fake = fakeTransport();
    const bridge = createNativeBridge({ transport: fake.transport, nextId: () => 'r1' });
    fake.app({ kind: 'ready' });
    const asked = bridge.request('getParam', { name: 'nope' });
    fake.app({ kind: 'error', id: 'r1', message: 'Unknown parameter nope' });
    await expect(asked).rejects.toEqual(new BridgeAppError('Unknown parameter nope'));
  });

  it('a malformed answer is refused and rejects the request; an answer to nothing is reported', async () => {
    const fake = fakeTransport();
    const onError = vi.fn();
    const bridge = createNativeBridge({ transport: fake.transport, onError, nextId: () => 'r1' });
    fake.app({ kind: 'ready' });
    const asked = bridge.request('fetchClientParameters', {});
    fake.app({ kind: 'answer', id: 'r1', payload: { lob: '<script>' } });
    await expect(asked).rejects.toThrow(BridgeMessageError);
    fake.app({ kind: 'answer', id: 'r1', payload: {} });
    expect(onError).toHaveBeenCalledTimes(2);
    expect(String(onError.mock.calls[1]?.[0].message)).toMatch(/no waiting request/);
  });

  it('malformed messages are reported and change nothing', () => {
    const fake = fakeTransport();
    const onError = vi.fn();
    const bridge = createNativeBridge({ transport: fake.transport, onError });
    const before = bridge.getState();
    fake.app({ kind: 'eval', code: 'alert(1)' });
    expect(onError).toHaveBeenCalledWith(expect.any(BridgeMessageError));
    expect(bridge.getState()).toBe(before);
  });

  it('a malformed payload is refused before it is sent; a request type cannot be sent unanswered', async () => {
    const fake = fakeTransport();
    const bridge = createNativeBridge({ transport: fake.transport });
    fake.app({ kind: 'ready' });
    expect(() => bridge.send('setTitle', { title: 42 } as never)).toThrow(BridgeMessageError);
    expect(() => bridge.send('getParam' as never, { name: 'lob' } as never)).toThrow(/use request/);
    await expect(bridge.request('getParam', { name: '../x' })).rejects.toThrow(BridgeMessageError);
    expect(fake.calls()).toEqual([]);
  });

  it('a transport that throws fails the request and is reported', async () => {
    const fake = fakeTransport();
    const onError = vi.fn();
    const bridge = createNativeBridge({
      transport: { ...fake.transport, send: (m) => (m.kind === 'hello' ? undefined : fail()) },
      onError,
    });
    function fail(): never {
      throw new Error('handler gone');
    }
    fake.app({ kind: 'ready' });
    await expect(bridge.request('getParam', { name: 'lob' })).rejects.toThrow('handler gone');
    expect(onError).toHaveBeenCalledWith(expect.any(BridgeMessageError));
  });
});

describe('taps on the app bar, subscribe and close', () => {
  it('passes back, close and sign in to listeners until they stop', () => {
    const fake = fakeTransport();
    const bridge = createNativeBridge({ transport: fake.transport });
    const actions: string[] = [];
    const stop = bridge.onAction((a) => actions.push(a));
    fake.app({ kind: 'action', action: 'close' });
    fake.app({ kind: 'action', action: 'back' });
    stop();
    fake.app({ kind: 'action', action: 'signIn' });
    expect(actions).toEqual(['close', 'back']);
  });

  it('tells subscribers of each change, and close rejects what waits and stops listening', async () => {
    const fake = fakeTransport();
    const bridge = createNativeBridge({ transport: fake.transport });
    const states: string[] = [];
    bridge.subscribe((s) => states.push(`${s.status}:${s.pending.length}`));
    fake.app({ kind: 'ready' });
    const asked = bridge.request('getParam', { name: 'lob' });
    bridge.close();
    await expect(asked).rejects.toThrow('The bridge was closed.');
    expect(states).toEqual(['ready:0', 'ready:1', 'ready:0']);
    expect(fake.listening()).toBe(false);
  });
});

describe('on the web (no app) every call is safe', () => {
  it('sends nothing, and requests answer with what the web has', async () => {
    const bridge = createNativeBridge({ transport: NO_APP_TRANSPORT });
    expect(bridge.inApp).toBe(false);
    expect(() => bridge.send('setTitle', VALID.setTitle)).not.toThrow();
    await expect(bridge.request('getParam', { name: 'lob' })).resolves.toEqual({ name: 'lob', value: null });
    await expect(bridge.request('fetchClientParameters', {})).resolves.toEqual({});
    vi.advanceTimersByTime(DEFAULT_HANDSHAKE_TIMEOUT_MS * 2);
    expect(bridge.getState().status).toBe('unavailable');
  });
});

describe("the app's side (simulator and tests)", () => {
  it('answers the handshake and the requests, and reports every message', async () => {
    vi.useRealTimers();
    let toWeb: ((raw: unknown) => void) | undefined;
    const seen: string[] = [];
    const endpoint = createAppEndpoint({
      post: (message) => toWeb?.(JSON.parse(JSON.stringify(message))),
      handlers: {
        getParam: ({ name }) => {
          if (name !== 'lob') throw new Error(`Unknown parameter ${name}`);
          return { name, value: 'vzw' };
        },
        fetchClientParameters: async () => ({ lob: 'vzw', appReleaseVersion: '21.0' }),
      },
      onMessage: (m) => seen.push(m.kind === 'hello' ? 'hello' : m.type),
    });
    const bridge = createNativeBridge({
      transport: {
        kind: 'postMessage',
        send: (m) => void Promise.resolve().then(() => endpoint.receive(JSON.parse(JSON.stringify(m)))),
        listen: (r) => {
          toWeb = r;
          return () => (toWeb = undefined);
        },
      },
    });
    bridge.send('setTitle', VALID.setTitle);
    await expect(bridge.request('fetchClientParameters', {})).resolves.toEqual({
      lob: 'vzw',
      appReleaseVersion: '21.0',
    });
    await expect(bridge.request('getParam', { name: 'lob' })).resolves.toEqual({ name: 'lob', value: 'vzw' });
    await expect(bridge.request('getParam', { name: 'zip' })).rejects.toThrow('Unknown parameter zip');
    const actions: string[] = [];
    bridge.onAction((a) => actions.push(a));
    endpoint.action('close');
    expect(actions).toEqual(['close']);
    expect(seen[0]).toBe('hello');
    expect(seen).toContain('setTitle');
    bridge.close();
  });

  it('refuses what a web view should never send', async () => {
    const onRejected = vi.fn();
    const post = vi.fn();
    const endpoint = createAppEndpoint({
      post,
      handlers: { getParam: ({ name }) => ({ name, value: null }), fetchClientParameters: () => ({}) },
      onRejected,
    });
    await endpoint.receive('not json');
    await endpoint.receive({ bridge: BRIDGE_TAG, v: 1, kind: 'call', type: 'getParam', payload: { name: 'lob' } });
    await endpoint.receive({ bridge: BRIDGE_TAG, v: 1, kind: 'call', type: 'setTitle', payload: { title: 1 } });
    await endpoint.receive({ bridge: BRIDGE_TAG, v: 1, kind: 'answer' });
    expect(onRejected).toHaveBeenCalledTimes(4);
    expect(post).not.toHaveBeenCalled();
    expect(parseWebViewMessage(JSON.stringify(envelope('setTitle', VALID.setTitle)))).toEqual({
      kind: 'call',
      type: 'setTitle',
      payload: VALID.setTitle,
    });
  });
});
