import { describe, expect, it, vi } from 'vitest';
import { createSessionChannel, parseSessionMessage, type BroadcastChannelLike, type SessionMessage } from '../index.js';

describe('the tabs’ channel', () => {
  it.each([
    ['not an object', 'logout'],
    ['null', null],
    ['an unknown type', { type: 'wipe', at: 1 }],
    ['no time', { type: 'activity' }],
    ['a negative time', { type: 'activity', at: -1 }],
    ['a time that is not a number', { type: 'activity', at: '1' }],
    ['an unknown end reason', { type: 'loggedOut', at: 1, reason: 'because' }],
  ])('rejects a message that is %s', (_case, value) => {
    expect(parseSessionMessage(value)).toBeUndefined();
  });

  it('reads activity and logout messages, dropping anything extra', () => {
    expect(parseSessionMessage({ type: 'activity', at: 5, extra: '<b>' })).toEqual({ type: 'activity', at: 5 });
    expect(parseSessionMessage({ type: 'loggedOut', at: 5, reason: 'logout' })).toEqual({
      type: 'loggedOut',
      at: 5,
      reason: 'logout',
    });
  });

  it('talks over a BroadcastChannel and delivers only well-formed messages', () => {
    const instances: { name: string; listener?: (event: { data: unknown }) => void; posted: unknown[] }[] = [];
    const Fake = class {
      readonly record: (typeof instances)[number];
      constructor(name: string) {
        this.record = { name, posted: [] };
        instances.push(this.record);
      }
      postMessage(message: unknown) {
        this.record.posted.push(message);
      }
      addEventListener(_type: 'message', listener: (event: { data: unknown }) => void) {
        this.record.listener = listener;
      }
      close() {}
    } satisfies BroadcastChannelLike;
    const channel = createSessionChannel({ BroadcastChannel: Fake });
    const heard: SessionMessage[] = [];
    channel.subscribe((message) => heard.push(message));
    channel.post({ type: 'activity', at: 10 });
    expect(instances[0]).toMatchObject({ name: 'carrier.session', posted: [{ type: 'activity', at: 10 }] });
    instances[0]?.listener?.({ data: { type: 'activity', at: 20 } });
    instances[0]?.listener?.({ data: { type: 'loggedOut', at: 20, reason: 'hacked' } });
    expect(heard).toEqual([{ type: 'activity', at: 20 }]);
  });

  it('falls back to storage events where there is no BroadcastChannel', () => {
    const writes: [string, string | null][] = [];
    let onStorage: (key: string | null, value: string | null) => void = () => {};
    const channel = createSessionChannel({
      storage: {
        getItem: () => null,
        setItem: (key, value) => void writes.push([key, value]),
        removeItem: (key) => void writes.push([key, null]),
      },
      onStorage: (listener) => {
        onStorage = listener;
        return () => {};
      },
      randomId: () => 'r1',
    });
    const heard = vi.fn();
    channel.subscribe(heard);
    channel.post({ type: 'loggedOut', at: 3, reason: 'logout' });
    expect(writes).toEqual([
      ['carrier.session', JSON.stringify({ type: 'loggedOut', at: 3, reason: 'logout', id: 'r1' })],
      ['carrier.session', null],
    ]);
    onStorage('carrier.session', JSON.stringify({ type: 'activity', at: 7, id: 'x' }));
    onStorage('carrier.session', '{not json');
    onStorage('other.key', JSON.stringify({ type: 'activity', at: 8 }));
    onStorage('carrier.session', null);
    expect(heard.mock.calls).toEqual([[{ type: 'activity', at: 7 }]]);
  });

  it('keeps working when storage refuses to write', () => {
    const channel = createSessionChannel({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        removeItem: () => {},
      },
    });
    expect(() => channel.post({ type: 'activity', at: 1 })).not.toThrow();
  });
});
