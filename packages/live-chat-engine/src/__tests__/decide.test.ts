import { describe, expect, it } from 'vitest';
import { decideChatFlow, readRecommendationContext } from '../decide.js';
import {
  CHAT_LABEL_MAX,
  CHAT_LABEL_PRIORITY,
  OVERLAY_DEFAULT_DELAY_S,
  OVERLAY_DELAY_ATTR,
  chatLabel,
  overlayDelayMs,
} from '../propositions.js';

/** A livePersonCheck answer as the service sends it (spec 7.3). */
const answer = (propositions: unknown, statusCode: string | number = '0', extra: object = {}) => ({
  serviceHeader: { statusCode },
  service: { serviceBody: { serviceResponse: { propositionList: { proposition: propositions }, ...extra } } },
});
const one = (propositionId: string, rank = 1) => [{ propositionId, propositionName: `Offer ${propositionId}`, rank }];

describe('the chat flow from the recommendation answer (spec 4.9)', () => {
  it.each([
    ['PLP_01', 'LP', 'embedded'],
    ['PLP_02', 'LP', 'embedded'],
    ['PLP_03', 'LP', 'sticky'],
    ['PLP_04', 'LP', 'sticky'],
    ['PLP_05', 'LP', 'overlay'],
    ['PLP_06', 'LP', 'overlay'],
    ['PLP_07', 'CO', 'proactive'],
    ['PLP_08', 'CO', 'reactive'],
  ] as const)('status 0 with %s: the %s flow, %s', (id, flow, placement) => {
    const decision = decideChatFlow(answer(one(id)));
    expect(decision).toMatchObject({ flow, placement, propositionId: id });
    expect(decision.reason).toBe(flow === 'LP' ? 'LIVE_AGENT_PROPOSITION' : 'BOT_PROPOSITION');
  });

  it.each(['P_NoNBA', 'no_nba'])('%s means no recommendation', (id) => {
    expect(decideChatFlow(answer(one(id)))).toEqual({ flow: 'none', propositionId: id, reason: 'NO_RECOMMENDATION' });
  });

  it.each([
    ['status code 1 is a failure', answer(one('PLP_01'), '1'), 'SERVICE_FAILURE', ''],
    ['status code 1 as a number too', answer(one('PLP_01'), 1), 'SERVICE_FAILURE', ''],
    ['an unknown proposition id', answer(one('PLP_99')), 'UNKNOWN_PROPOSITION', 'PLP_99'],
    ['no propositions', answer([]), 'NO_PROPOSITION', ''],
    ['propositions without an id', answer([{ rank: 1 }]), 'NO_PROPOSITION', ''],
    ['no status code', { service: {} }, 'MALFORMED_ANSWER', ''],
    ['another status code', answer(one('PLP_01'), '7'), 'MALFORMED_ANSWER', ''],
    ['not an object', 'PLP_01', 'MALFORMED_ANSWER', ''],
    ['null', null, 'MALFORMED_ANSWER', ''],
  ])('%s: no chat', (_rule, input, reason, propositionId) => {
    expect(decideChatFlow(input)).toEqual({ flow: 'none', propositionId, reason });
  });

  it('the best-ranked proposition counts, whatever the order', () => {
    const decision = decideChatFlow(answer([...one('PLP_07', 2), ...one('PLP_05', 1), ...one('P_NoNBA', 3)]));
    expect(decision).toMatchObject({ flow: 'LP', placement: 'overlay', propositionId: 'PLP_05' });
  });

  it('a single proposition object counts as a list of one, and the status code may sit under service', () => {
    const input = {
      service: {
        serviceHeader: { statusCode: '0' },
        serviceBody: { serviceResponse: { propositionList: { proposition: { propositionId: 'PLP_08' } } } },
      },
    };
    expect(decideChatFlow(input)).toMatchObject({ flow: 'CO', placement: 'reactive' });
  });

  it('keeps the proposition fields of spec 3.11 for the feedback', () => {
    const decision = decideChatFlow(
      answer([
        {
          propositionId: 'PLP_03',
          propositionName: 'Chat',
          propositionType: 'LP',
          dynamicAttrList: [{ attrId: 'a1', value: 'v1' }, { value: 'no id' }],
          soiEngagementId: 'S1',
          subStrategyId: 'SS1',
          rank: '1',
          externalId: 'E1',
          tacticLocation: 'T1',
          templateId: 'TP1',
        },
      ]),
    );
    expect(decision.flow !== 'none' && decision.proposition).toEqual({
      propositionId: 'PLP_03',
      propositionName: 'Chat',
      propositionType: 'LP',
      dynamicAttrList: [{ attrId: 'a1', value: 'v1' }],
      soiEngagementId: 'S1',
      subStrategyId: 'SS1',
      rank: 1,
      externalId: 'E1',
      tacticLocation: 'T1',
      templateId: 'TP1',
    });
  });
});

describe('the context of the answer (spec 7.3, 9)', () => {
  it('defaults the customer type to NC and the authentication to N', () => {
    expect(readRecommendationContext(answer([]))).toEqual({
      customerType: 'NC',
      authentication: 'N',
      sessionId: '',
      clientSessionId: '',
      subPageType: '',
      flowName: '',
    });
  });

  it('reads what the service sent', () => {
    const input = answer([], '0', {
      customerType: 'VIP',
      authentication: 'Y',
      contextInfo: { sessionId: 'SID' },
      clientSessionId: 'CID',
      subPageType: 'cart',
      flowName: 'EUP',
    });
    expect(readRecommendationContext(input)).toEqual({
      customerType: 'VIP',
      authentication: 'Y',
      sessionId: 'SID',
      clientSessionId: 'CID',
      subPageType: 'cart',
      flowName: 'EUP',
    });
  });
});

describe('overlay delay (spec 9: overlay default time delay 0 seconds)', () => {
  const withDelay = (value: string) => ({ dynamicAttrList: [{ attrId: OVERLAY_DELAY_ATTR, value }] });

  it('an overlay shows at once unless its proposition gives a delay', () => {
    expect(OVERLAY_DEFAULT_DELAY_S).toBe(0);
    expect(overlayDelayMs({})).toBe(0);
    expect(overlayDelayMs({ dynamicAttrList: [{ attrId: 'pageContext', value: 'cart' }] })).toBe(0);
  });

  it("the proposition's timeDelay is in seconds", () => {
    expect(overlayDelayMs(withDelay('5'))).toBe(5000);
    expect(overlayDelayMs(withDelay(' 1.5 '))).toBe(1500);
  });

  it('a delay that is not a number of seconds is the default; a delay over 600 s is cut to 600 s', () => {
    for (const value of ['', 'soon', '-3', '1e9', 'NaN']) expect(overlayDelayMs(withDelay(value))).toBe(0);
    expect(overlayDelayMs(withDelay('86400'))).toBe(600_000);
  });
});

describe("the chat label's priority: a service's words, then the proposition's, then the store's", () => {
  const labelled = {
    dynamicAttrList: [
      { attrId: 'chatLabel', value: 'Upgrading? A specialist can help you choose.' },
      { attrId: 'chatLabelEs', value: '¿Cambia de teléfono? Un especialista le ayuda a elegir.' },
    ],
  };

  it('is service, proposition, store', () => {
    expect(CHAT_LABEL_PRIORITY).toEqual(['service', 'proposition', 'store']);
  });

  it("a service's message (proactiveChatCustomMSG) comes before the proposition's label", () => {
    expect(
      chatLabel({ serviceMessage: 'Let us finish this order together.', proposition: labelled, language: 'en' }),
    ).toEqual({ source: 'service', text: 'Let us finish this order together.' });
  });

  it("the proposition's label in the page's language comes next", () => {
    expect(chatLabel({ proposition: labelled, language: 'en' })).toEqual({
      source: 'proposition',
      text: 'Upgrading? A specialist can help you choose.',
    });
    expect(chatLabel({ serviceMessage: '  ', proposition: labelled, language: 'es' })).toEqual({
      source: 'proposition',
      text: '¿Cambia de teléfono? Un especialista le ayuda a elegir.',
    });
  });

  it("without either, the store's own words; a label in another language is not taken", () => {
    expect(chatLabel({ language: 'en' })).toEqual({ source: 'store' });
    expect(
      chatLabel({ proposition: { dynamicAttrList: [{ attrId: 'chatLabel', value: 'Chat with us' }] }, language: 'es' }),
    ).toEqual({ source: 'store' });
  });

  it('control characters and runs of spaces are taken out; a long label is cut at a word', () => {
    expect(chatLabel({ serviceMessage: 'Need\u0000 a\n\n  hand?', language: 'en' })).toEqual({
      source: 'service',
      text: 'Need a hand?',
    });
    const long = chatLabel({ serviceMessage: 'word '.repeat(60), language: 'en' });
    expect(long.source === 'service' && long.text.length).toBeLessThanOrEqual(CHAT_LABEL_MAX);
    expect(long.source === 'service' && long.text).toMatch(/word…$/);
  });
});
