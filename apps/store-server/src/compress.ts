import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files worth compressing: text. Images other than SVG are compressed already. */
const TEXT = /\.(js|css|html|svg|json|map|webmanifest)$/;

type Encoding = 'br' | 'gzip';
const cache = new Map<string, Buffer>();

/** The encoding to answer with, by the request's Accept-Encoding: Brotli first, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q === undefined || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/**
 * A served file compressed as the browser accepts, as production serves the store. Each file is compressed
 * once per version (`key`: its path, size and time) and kept, since built assets never change.
 */
export function compressed(
  path: string,
  key: string,
  data: Buffer,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: Encoding } {
  const encoding = TEXT.test(path) && data.length > 1024 ? chooseEncoding(acceptEncoding) : undefined;
  if (!encoding) return { body: data };
  const id = `${encoding}:${key}`;
  let body = cache.get(id);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(data, { level: 9 });
    cache.set(id, body);
  }
  return { body, encoding };
}
