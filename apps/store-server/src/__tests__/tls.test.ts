import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { readFileSync } from 'node:fs';
import { connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeLocalCertificate, secureServing, tlsFromEnvironment, type CertificateFiles } from '../tls.js';

describe('the store server over HTTPS, as the edge serves the store', () => {
  it('serves plain HTTP when no certificate is named', () => {
    expect(tlsFromEnvironment({})).toBeUndefined();
    expect(secureServing(undefined)).toEqual({});
  });

  it('refuses a certificate without its key, and the other way round, saying both are needed', () => {
    expect(() => tlsFromEnvironment({ STORE_TLS_CERT: 'cert.pem' })).toThrow(
      'STORE_TLS_CERT and STORE_TLS_KEY go together',
    );
    expect(() => tlsFromEnvironment({ STORE_TLS_KEY: 'key.pem' })).toThrow('go together');
  });

  it('names the file it cannot read', () => {
    const missing = join(tmpdir(), 'no-such-dir', 'cert.pem');
    expect(() => tlsFromEnvironment({ STORE_TLS_CERT: missing, STORE_TLS_KEY: missing })).toThrow(
      `STORE_TLS_CERT: cannot read ${missing}`,
    );
  });

  // Debian has openssl; a machine without it serves plain HTTP, which the tests above cover.
  const certificate = makeLocalCertificate();
  describe.skipIf(!certificate)('with a certificate (made with openssl)', () => {
    const servers: ServerType[] = [];
    afterAll(() => servers.forEach((server) => server.close()));

    it('answers over HTTP/2', async () => {
      const { cert, key } = certificate as CertificateFiles;
      const tls = tlsFromEnvironment({ STORE_TLS_CERT: cert, STORE_TLS_KEY: key });
      const app = new Hono().get('/health', (c) => c.json({ ok: true }));
      const server = await new Promise<ServerType>((resolve) => {
        const started: ServerType = serve(
          { fetch: app.fetch, port: 0, hostname: '127.0.0.1', ...secureServing(tls) },
          () => resolve(started),
        );
      });
      servers.push(server);
      const { port } = server.address() as AddressInfo;
      const session = connect(`https://localhost:${port}`, { ca: readFileSync(cert) });
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = session.request({ ':path': '/health' });
        let status = 0;
        let body = '';
        req.on('response', (headers) => (status = Number(headers[':status'])));
        req.setEncoding('utf8');
        req.on('data', (chunk: string) => (body += chunk));
        req.on('end', () => resolve({ status, body }));
        req.on('error', reject);
        req.end();
      });
      session.close();
      expect(answer).toEqual({ status: 200, body: '{"ok":true}' });
    });
  });
});
