import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server does for one attempt at a path. */
export type Fault =
  | { readonly status: number; readonly body?: unknown; readonly headers?: Record<string, string> }
  | { readonly drop: true }
  | { readonly delay: number; readonly status?: number };

export interface Hit {
  readonly path: string;
  readonly method: string;
  readonly at: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/**
 * A real HTTP server on 127.0.0.1 whose answers are scripted per path, attempt by attempt; the last
 * script entry repeats. Unscripted paths answer 200 `{ ok: true }`.
 */
export async function startFaultServer() {
  const scripts = new Map<string, Fault[]>();
  const hits: Hit[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      hits.push({ path, method: req.method ?? '', at: performance.now(), headers: req.headers, body });
      const script = scripts.get(path) ?? [];
      const fault = script.length > 1 ? script.shift() : script[0];
      if (fault && 'drop' in fault) return void req.socket.destroy();
      const answer = (status: number, payload: unknown = { ok: true }, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(payload));
      };
      if (fault && 'delay' in fault) return void setTimeout(() => answer(fault.status ?? 200), fault.delay);
      if (fault) return answer(fault.status, fault.body ?? { ok: fault.status < 400 }, fault.headers);
      answer(200);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    /** Scripts the answers of a path, one per attempt. */
    script: (path: string, ...faults: Fault[]) => void scripts.set(path, faults),
    hitsOf: (path: string) => hits.filter((hit) => hit.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
