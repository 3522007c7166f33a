import {
  NO_RECOMMENDATION_IDS,
  PROPOSITIONS,
  noChat,
  type ChatDecision,
  type Proposition,
  type PropositionId,
} from './propositions.js';

/** Defaults of the recommendation answer when it leaves them out (spec 9). */
export const DEFAULT_CUSTOMER_TYPE = 'NC';
export const DEFAULT_AUTHENTICATION = 'N';

type Fields = Record<string, unknown>;
const fields = (value: unknown): Fields | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : undefined;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** What the store keeps of the livePersonCheck answer besides the decision. */
export interface RecommendationContext {
  readonly customerType: string;
  readonly authentication: string;
  readonly sessionId: string;
  readonly clientSessionId: string;
  readonly subPageType: string;
  readonly flowName: string;
}

/** Reads the answer's context (spec 7.3), with the defaults NC and N. */
export function readRecommendationContext(answer: unknown): RecommendationContext {
  const root = fields(answer) ?? {};
  const service = fields(root['service']);
  const body = fields(fields(service?.['serviceBody'])?.['serviceResponse']) ?? {};
  const pick = (key: string) => text(body[key]) ?? text(root[key]);
  return {
    customerType: pick('customerType') || DEFAULT_CUSTOMER_TYPE,
    authentication: pick('authentication') || DEFAULT_AUTHENTICATION,
    sessionId: text(fields(body['contextInfo'] ?? root['contextInfo'])?.['sessionId']) ?? '',
    clientSessionId: pick('clientSessionId') ?? '',
    subPageType: pick('subPageType') ?? '',
    flowName: pick('flowName') ?? '',
  };
}

function readProposition(value: unknown): Proposition | undefined {
  const p = fields(value);
  const propositionId = text(p?.['propositionId']);
  if (!p || !propositionId) return undefined;
  const rank = Number(p['rank']);
  const attrs = Array.isArray(p['dynamicAttrList'])
    ? p['dynamicAttrList']
        .map(fields)
        .filter((a): a is Fields => a !== undefined && text(a['attrId']) !== undefined)
        .map((a) => ({ attrId: text(a['attrId']) as string, value: text(a['value']) ?? '' }))
    : undefined;
  const optional = (key: keyof Proposition) => (text(p[key]) === undefined ? {} : { [key]: text(p[key]) });
  return {
    propositionId,
    ...optional('propositionName'),
    ...optional('propositionType'),
    ...optional('soiEngagementId'),
    ...optional('subStrategyId'),
    ...optional('externalId'),
    ...optional('tacticLocation'),
    ...optional('templateId'),
    ...(Number.isFinite(rank) ? { rank } : {}),
    ...(attrs ? { dynamicAttrList: attrs } : {}),
  };
}

/** The status code of the answer: `serviceHeader.statusCode` at the top or under `service`. */
function statusCode(root: Fields): string | undefined {
  return (
    text(fields(root['serviceHeader'])?.['statusCode']) ??
    text(fields(fields(root['service'])?.['serviceHeader'])?.['statusCode'])
  );
}

/**
 * The chat flow from the recommendation answer (spec 4.9): status 1 is a failure; status 0 with PLP_07 or
 * PLP_08 the bot (proactive, reactive); PLP_01 to PLP_06 a live agent (embedded, sticky, overlay); P_NoNBA or
 * no_nba nothing. The best-ranked proposition counts. Never throws: a malformed answer is no chat, with why.
 * @example decideChatFlow(answer) // { flow: 'LP', placement: 'sticky', propositionId: 'PLP_03', … }
 */
export function decideChatFlow(answer: unknown): ChatDecision {
  const root = fields(answer);
  if (!root) return noChat('MALFORMED_ANSWER');
  const status = statusCode(root);
  if (status === '1') return noChat('SERVICE_FAILURE');
  if (status !== '0') return noChat('MALFORMED_ANSWER');
  const list = fields(
    fields(fields(fields(root['service'])?.['serviceBody'])?.['serviceResponse'])?.['propositionList'],
  )?.['proposition'];
  const propositions = (Array.isArray(list) ? list : list === undefined ? [] : [list])
    .map(readProposition)
    .filter((p): p is Proposition => p !== undefined)
    .sort((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER));
  const best = propositions[0];
  if (!best) return noChat('NO_PROPOSITION');
  const id = best.propositionId;
  if ((NO_RECOMMENDATION_IDS as readonly string[]).includes(id)) return noChat('NO_RECOMMENDATION', id);
  const meaning = Object.hasOwn(PROPOSITIONS, id) ? PROPOSITIONS[id as PropositionId] : undefined;
  if (!meaning) return noChat('UNKNOWN_PROPOSITION', id);
  return meaning.flow === 'LP'
    ? {
        flow: 'LP',
        placement: meaning.placement,
        propositionId: id,
        proposition: best,
        reason: 'LIVE_AGENT_PROPOSITION',
      }
    : { flow: 'CO', placement: meaning.placement, propositionId: id, proposition: best, reason: 'BOT_PROPOSITION' };
}
