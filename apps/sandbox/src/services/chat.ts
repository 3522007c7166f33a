import { LivePersonCheckRequest, LivePersonFeedbackRequest } from '@carrier/service-contracts';
import { Hono, type Context } from 'hono';
import { randomUUID } from 'node:crypto';
import { OK_HEADER, readBody } from '../http.js';
import { scenarioOf, throttleListOf } from '../scenarios.js';

/** What a proposition of the sandbox is called (spec 3.11). */
const NAMES: Record<string, string> = {
  PLP_07: 'Chat with our assistant',
  PLP_08: 'Ask our assistant',
  P_NoNBA: 'No recommendation',
  no_nba: 'No recommendation',
};

/**
 * The live-chat recommendation calls (spec 4.9, 7.3): livePersonCheck answers the scenario's propositions
 * (`chat-PLP_01` … `chat-PLP_08`, `chat-P_NoNBA`, `chat-failure`), or no recommendation by default, so no chat
 * offer appears unless a test or a person asks for one. The feedback is checked and acknowledged.
 */
export function chatServices(): Hono {
  const app = new Hono();
  const check = async (c: Context) => {
    const body = await readBody(c, LivePersonCheckRequest);
    if (!body.ok) return body.response as Response;
    const chat = scenarioOf(c)?.chat;
    const failed = chat !== undefined && 'failure' in chat;
    const ids = chat !== undefined && 'propositions' in chat ? chat.propositions : ['P_NoNBA'];
    const attributes = chat !== undefined && 'propositions' in chat ? Object.entries(chat.attributes ?? {}) : [];
    const statusCode = failed ? '1' : '0';
    return c.json({
      serviceHeader: { statusCode },
      service: {
        serviceHeader: { statusCode },
        serviceBody: {
          serviceResponse: {
            propositionList: {
              proposition: failed
                ? []
                : ids.map((propositionId, index) => ({
                    propositionId,
                    propositionName: Object.hasOwn(NAMES, propositionId)
                      ? NAMES[propositionId]!
                      : 'Chat with a specialist',
                    propositionType: propositionId.startsWith('PLP_0') ? 'CHAT' : 'NONE',
                    dynamicAttrList: [
                      { attrId: 'pageContext', value: body.value.pageContext },
                      ...attributes.map(([attrId, value]) => ({ attrId, value })),
                    ],
                    soiEngagementId: `SOI-${propositionId}`,
                    subStrategyId: 'SANDBOX',
                    rank: index + 1,
                    externalId: `EXT-${propositionId}`,
                    tacticLocation: body.value.pageContext,
                    templateId: `TPL-${propositionId}`,
                  })),
            },
            subPageType: body.value.pageContext,
            flowName: 'NSE',
            customerType: 'NC',
            authentication: new URL(c.req.url).pathname.includes('/nse/') ? 'N' : 'Y',
            contextInfo: { sessionId: randomUUID() },
            clientSessionId: randomUUID(),
            throttleList: throttleListOf(c).join('|'),
          },
        },
      },
    });
  };
  for (const variant of ['', 'nse/', 'prepay/'])
    app.post(`/accountlandingservice/cosales/${variant}livePersonCheck`, check);

  const feedback = async (c: Context) => {
    const body = await readBody(c, LivePersonFeedbackRequest);
    if (!body.ok) return body.response as Response;
    return c.json({ serviceHeader: OK_HEADER, data: { received: body.value.responseList.length } });
  };
  for (const variant of ['', 'nse/'])
    app.post(`/accountlandingservice/cosales/${variant}livePersonSubmitfeedback`, feedback);
  return app;
}
