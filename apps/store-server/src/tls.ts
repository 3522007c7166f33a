import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The certificate and key the store server serves HTTPS with (PEM). */
export interface StoreTls {
  readonly cert: Buffer;
  readonly key: Buffer;
}

/**
 * The certificate for serving HTTPS with HTTP/2, as the store's edge does in production, from the PEM files
 * named by STORE_TLS_CERT and STORE_TLS_KEY; undefined (plain HTTP/1.1) when neither is set. One without the
 * other, or a file that cannot be read, is a clear error at start.
 */
export function tlsFromEnvironment(
  env: Readonly<Record<string, string | undefined>>,
  read: (path: string) => Buffer = readFileSync,
): StoreTls | undefined {
  const certPath = env['STORE_TLS_CERT'];
  const keyPath = env['STORE_TLS_KEY'];
  if (!certPath && !keyPath) return undefined;
  if (!certPath || !keyPath)
    throw new Error('STORE_TLS_CERT and STORE_TLS_KEY go together: name both PEM files, or neither.');
  const load = (name: string, path: string) => {
    try {
      return read(path);
    } catch (error) {
      throw new Error(`${name}: cannot read ${path} (${(error as Error).message})`, { cause: error });
    }
  };
  return { cert: load('STORE_TLS_CERT', certPath), key: load('STORE_TLS_KEY', keyPath) };
}

/**
 * What `serve` of `@hono/node-server` takes to answer over HTTPS with HTTP/2 (and HTTP/1.1 for clients that
 * ask for it); nothing for plain HTTP/1.1.
 */
export function secureServing(tls: StoreTls | undefined) {
  return tls ? { createServer: createSecureServer, serverOptions: { ...tls, allowHTTP1: true } } : {};
}

/** The PEM files of a certificate and its key, as STORE_TLS_CERT and STORE_TLS_KEY name them. */
export interface CertificateFiles {
  readonly cert: string;
  readonly key: string;
}

/**
 * A throwaway certificate for `localhost` and 127.0.0.1, valid one day, made with openssl in a new temporary
 * folder; undefined when openssl is not installed. For serving the store over HTTPS on this machine only.
 */
export function makeLocalCertificate(): CertificateFiles | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'store-tls-'));
  const files = { cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem') };
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
      ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
      ...['-keyout', files.key, '-out', files.cert],
    ],
    { stdio: 'ignore' },
  );
  return made.status === 0 ? files : undefined;
}
