import { ChatConversationResponse, ChatEvent, check } from '@carrier/service-contracts';
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { agentReply, chatAgentService } from '../services/chat-agent.js';

const BASE = '/soe/digital';
const CART = [{ count: 1, product: 'Google Pixel 10', value: '799.99', monthly: false }];

/** The chat service under a service base, its agent's delays run when the test says (`due`). */
function chatService() {
  const pending: (() => void)[] = [];
  const app = new Hono().route(
    BASE,
    chatAgentService(() => new Date('2026-11-30T18:00:00Z'), {
      setTimeout: ((run: () => void) => void pending.push(run)) as unknown as typeof setTimeout,
    }),
  );
  const due = () => pending.splice(0).forEach((run) => run());
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await app.request(`${BASE}/chatservice/conversations${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as { data: { conversationId: string; state: string } } };
  };
  return { app, due, post };
}

/** The events of a conversation's stream, read until `count` have come. */
async function events(app: Hono, id: string, count: number, headers: Record<string, string> = {}) {
  const res = await app.request(`${BASE}/chatservice/conversations/${id}/events`, { headers });
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const read: ChatEvent[] = [];
  while (read.length < count) {
    const chunk = await reader.read();
    if (chunk.done) break;
    text += decoder.decode(chunk.value);
    const blocks = text.split('\n\n');
    text = blocks.pop() ?? '';
    for (const block of blocks) {
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (!data) continue;
      const event = check(ChatEvent, JSON.parse(data.slice(6)));
      expect(event.ok).toBe(true);
      if (event.ok) read.push(event.value);
    }
  }
  await reader.cancel();
  return read;
}

const BROWSER = { Cookie: 'sandboxBrowser=00000000-0000-4000-8000-000000000001' };

describe('the chat agent: "connects to a sandbox agent ... that receives the hand-off values, answers from a script, shows typing"', () => {
  it('a conversation starts once per Idempotency-Key, and the agent greets the customer with what their cart holds', async () => {
    const { app, due, post } = chatService();
    const start = { language: 'en', pageName: 'cart', handOff: CART };
    expect((await post('', start, BROWSER)).status).toBe(400);
    const started = await post('', start, { ...BROWSER, 'Idempotency-Key': 'chat-key-0001' });
    expect(check(ChatConversationResponse, started.json).ok).toBe(true);
    const id = started.json.data.conversationId;
    expect((await post('', start, { ...BROWSER, 'Idempotency-Key': 'chat-key-0001' })).json.data.conversationId).toBe(
      id,
    );
    due();
    const [greeting] = await events(app, id, 1, BROWSER);
    expect(greeting).toMatchObject({ type: 'message', id: '1', from: 'agent' });
    expect(greeting?.type === 'message' && greeting.text).toMatch(/your cart: 1 × Google Pixel 10 \(\$799\.99\)/);
  });

  it('a message is answered from the script after the agent types, and a stream opened again goes on after its last message', async () => {
    const { app, due, post } = chatService();
    const id = (
      await post(
        '',
        { language: 'es', pageName: 'cart', handOff: [] },
        { ...BROWSER, 'Idempotency-Key': 'chat-key-0002' },
      )
    ).json.data.conversationId;
    due();
    const stream = events(app, id, 4, BROWSER);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const sent = { conversationId: id, messageId: 'msg-00000001', text: '¿Cuánto cuesta al mes?' };
    expect((await post('/messages', sent, BROWSER)).status).toBe(200);
    // The same message again (a retry) is kept once.
    await post('/messages', sent, BROWSER);
    due();
    const seen = await stream;
    expect(seen.map((e) => (e.type === 'message' ? `${e.from} ${e.id}` : e.type))).toEqual([
      'agent 1',
      'customer 2',
      'typing',
      'agent 3',
    ]);
    expect(seen[3]?.type === 'message' && seen[3].text).toMatch(/36 meses al 0% APR/);
    const after = await events(app, id, 1, { ...BROWSER, 'Last-Event-ID': '2' });
    expect(after.map((e) => e.type === 'message' && e.id)).toEqual(['3']);
  });

  it('digits never stay in the conversation: the agent asks not to share card numbers, SSNs or PINs', async () => {
    const { app, due, post } = chatService();
    const id = (
      await post(
        '',
        { language: 'en', pageName: 'cart', handOff: [] },
        { ...BROWSER, 'Idempotency-Key': 'chat-key-0003' },
      )
    ).json.data.conversationId;
    due();
    await post('/messages', { conversationId: id, messageId: 'msg-00000002', text: 'my SSN is 123-45-6789' }, BROWSER);
    due();
    const seen = await events(app, id, 3, BROWSER);
    expect(JSON.stringify(seen)).not.toMatch(/6789/);
    expect(seen[1]).toMatchObject({ from: 'customer', text: 'my SSN is •••' });
    expect(seen[2]?.type === 'message' && seen[2].text).toMatch(/never share card numbers, your SSN or your PIN/);
  });

  it('the customer closes the conversation, or the agent does after a goodbye; a closed chat takes no message', async () => {
    const { app, due, post } = chatService();
    const start = (key: string) =>
      post('', { language: 'en', pageName: 'cart', handOff: [] }, { ...BROWSER, 'Idempotency-Key': key });
    const first = (await start('chat-key-0004')).json.data.conversationId;
    expect((await post('/close', { conversationId: first }, BROWSER)).json.data.state).toBe('closed');
    expect((await events(app, first, 1, BROWSER)).at(-1)).toEqual({ type: 'closed', reason: 'CUSTOMER_CLOSED' });
    const refused = await post(
      '/messages',
      { conversationId: first, messageId: 'msg-00000003', text: 'hello' },
      BROWSER,
    );
    expect(refused.status).toBe(409);

    const second = (await start('chat-key-0005')).json.data.conversationId;
    due();
    await post('/messages', { conversationId: second, messageId: 'msg-00000004', text: 'Thanks, bye!' }, BROWSER);
    due();
    expect((await events(app, second, 4, BROWSER)).at(-1)).toEqual({ type: 'closed', reason: 'AGENT_CLOSED' });
  });

  it('another browser cannot read or write a conversation', async () => {
    const { app, post } = chatService();
    const id = (
      await post(
        '',
        { language: 'en', pageName: 'cart', handOff: [] },
        { ...BROWSER, 'Idempotency-Key': 'chat-key-0006' },
      )
    ).json.data.conversationId;
    const other = { Cookie: 'sandboxBrowser=00000000-0000-4000-8000-000000000002' };
    expect((await app.request(`${BASE}/chatservice/conversations/${id}/events`, { headers: other })).status).toBe(404);
    expect((await post('/close', { conversationId: id }, other)).status).toBe(404);
  });

  it('scenarios: starting fails with 503, or the connection drops after the greeting and cannot open again', async () => {
    const { app, due, post } = chatService();
    const body = { language: 'en', pageName: 'cart', handOff: [] };
    const refused = await post('', body, {
      Cookie: `${BROWSER.Cookie}; sandboxScenario=chat-unavailable`,
      'Idempotency-Key': 'chat-key-0007',
    });
    expect(refused.status).toBe(503);
    const drops = { Cookie: `${BROWSER.Cookie}; sandboxScenario=chat-connection-drops` };
    const id = (await post('', body, { ...drops, 'Idempotency-Key': 'chat-key-0008' })).json.data.conversationId;
    const stream = events(app, id, 5, drops);
    await new Promise((resolve) => setTimeout(resolve, 20));
    due();
    // The stream ends after the greeting, with no closing event.
    expect((await stream).map((e) => e.type)).toEqual(['message']);
    const again = await app.request(`${BASE}/chatservice/conversations/${id}/events`, { headers: drops });
    expect(again.status).toBe(503);
  });

  it('the script answers payments, trade-ins, delivery, plans and numbers, in both languages', () => {
    expect(agentReply('en', 'Can I trade in my old phone?', false).text).toMatch(/trade in your current phone/);
    expect(agentReply('en', 'When will it ship?', false).text).toMatch(/2 business days/);
    expect(agentReply('en', 'Which plan has hotspot?', false).text).toMatch(/Unlimited plans/);
    expect(agentReply('en', 'Can I keep my number?', false).text).toMatch(/keep your number/);
    expect(agentReply('en', 'hmm', false)).toEqual({
      text: expect.stringMatching(/tell me a little more/),
      closes: false,
    });
    expect(agentReply('es', '¿Puedo recoger en tienda?', false).text).toMatch(/recogerlo hoy/);
    expect(agentReply('es', 'gracias', false).closes).toBe(true);
  });
});
