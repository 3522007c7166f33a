import { describe, expect, it } from 'vitest';
import { decideVideoOffer, readVideoChat, videoPopupSize } from '../video.js';

const at = (hours: number, minutes: number) => new Date(2026, 10, 23, hours, minutes);
const inHours = { now: at(12, 0), chatEnabled: true, videoChat: { available: true, agents: 4 } };

describe('video chat is offered only from 08:00 to 22:00 local time with more than 3 agents (spec 5.3, 9)', () => {
  it.each([
    [7, 59, 'none'],
    [8, 0, 'videoChat'],
    [21, 59, 'videoChat'],
    [22, 0, 'none'],
  ])('at %i:%i: %s', (hours, minutes, offer) => {
    expect(decideVideoOffer({ ...inHours, now: at(hours, minutes) }).offer).toBe(offer);
  });

  it.each([
    [3, 'none', 'TOO_FEW_AGENTS'],
    [4, 'videoChat', 'IN_HOURS_WITH_AGENTS'],
  ])('with %i agents: %s', (agents, offer, reason) => {
    expect(decideVideoOffer({ ...inHours, videoChat: { available: true, agents } })).toEqual(
      offer === 'none' ? { offer, reason } : { offer, reason },
    );
  });

  it.each([
    ['the chat flag off', { chatEnabled: false }, 'CHAT_OFF'],
    ['the service not saying y', { videoChat: { available: false, agents: 9 } }, 'NOT_AVAILABLE'],
    ['out of hours', { now: at(23, 30) }, 'OUT_OF_HOURS'],
  ])('not with %s (%s)', (_what, change, reason) => {
    expect(decideVideoOffer({ ...inHours, ...change })).toEqual({ offer: 'none', reason });
  });

  it('otherwise video assist, when its check enables it with a location code', () => {
    const closed = { ...inHours, now: at(23, 0) };
    expect(decideVideoOffer({ ...closed, videoAssist: { enableVideoAssist: true, locationCode: 'NYC01' } })).toEqual({
      offer: 'videoAssist',
      locationCode: 'NYC01',
      reason: 'VIDEO_ASSIST_CHECK',
    });
    expect(decideVideoOffer({ ...closed, videoAssist: { enableVideoAssist: true } })).toEqual({
      offer: 'none',
      reason: 'VIDEO_ASSIST_OFF',
    });
    expect(
      decideVideoOffer({ ...closed, videoAssist: { enableVideoAssist: false, locationCode: 'NYC01' } }).offer,
    ).toBe('none');
  });
});

describe('the videochat answer (spec 7.3)', () => {
  it('reads isVideoChatAvailable and the first agent statistics', () => {
    expect(
      readVideoChat({ isVideoChatAvailable: 'Y', mediaoutput: { agentstatistics: [{ available: '5' }] } }),
    ).toEqual({
      available: true,
      agents: 5,
    });
  });

  it.each([null, 'y', {}, { isVideoChatAvailable: 'n', mediaoutput: { agentstatistics: [{ available: -2 }] } }])(
    'reads %j as no video chat',
    (input) => {
      expect(readVideoChat(input)).toEqual({ available: false, agents: 0 });
    },
  );
});

describe('the video-assist popup (spec 2.4, 9)', () => {
  it.each([
    [1440, 900, 700, 700],
    [720, 600, 700, 600],
    [719, 900, 719, 700],
    [375, 812, 375, 700],
  ])('in a %ix%i window: %ix%i', (w, h, width, height) => {
    expect(videoPopupSize(w, h)).toEqual({ width, height });
  });
});
