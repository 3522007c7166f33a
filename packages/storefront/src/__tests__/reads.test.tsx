import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { StorefrontProvider, type StorefrontDeps } from '../context.js';
import { useLoad } from '../load.js';
import { browserReads, isPlainJson, scriptJson, serverReads, type PageReads } from '../reads.js';
import { testDeps } from '../testing/test-deps.js';

/** The page as the server draws it: once all its reads are in. */
async function drawWhole(app: ReactElement): Promise<string> {
  const { prelude } = await prerender(app);
  return new Response(prelude).text();
}

const NAUGHTY = ['</script><script>alert(1)</script>', '<!--', '-->', '\u2028', '\u2029', '&amp;', '"\\'];

function Price({ read }: { readonly read: () => Promise<{ price: string }> }) {
  const quote = useLoad(read, ['unlimited']);
  return <p>{quote.status === 'ready' ? quote.value.price : quote.status}</p>;
}

const page = (deps: StorefrontDeps, reads: PageReads | undefined, read: () => Promise<{ price: string }>) => (
  <StorefrontProvider deps={reads ? { ...deps, reads } : deps}>
    <Price read={read} />
  </StorefrontProvider>
);

describe("a page's reads, made once on the server", () => {
  it('the drawing waits for its loads, shows what they read, and the page carries it', async () => {
    const reads = serverReads();
    const read = vi.fn(async () => ({ price: '$65.00' }));
    expect(await drawWhole(page(testDeps(), reads, read))).toBe('<p>$65.00</p>');
    expect(read).toHaveBeenCalledTimes(1);
    expect(Object.values(JSON.parse(reads.serialize()) as object)).toEqual([
      { key: '["unlimited",0]', value: { price: '$65.00' } },
    ]);
  });

  it('a read that fails, or whose value JSON would not carry the same, is drawn as loading and carried nowhere', async () => {
    for (const read of [async () => Promise.reject(new Error('down')), async () => ({ price: new Date(0) })]) {
      const reads = serverReads();
      const html = await drawWhole(page(testDeps(), reads, read as unknown as () => Promise<{ price: string }>));
      expect(html).toBe('<p>loading</p>');
      expect(reads.serialize()).toBe('{}');
    }
  });

  it('without the services nothing is read: the page is drawn with its placeholders', async () => {
    const reads = serverReads(false);
    const read = vi.fn(async () => ({ price: '$65.00' }));
    expect(await drawWhole(page(testDeps(), reads, read))).toBe('<p>loading</p>');
    expect(read).not.toHaveBeenCalled();
  });

  it('a load read in the browser only is drawn as loading on the server, and read by the browser as it hydrates', async () => {
    function Flag({ read }: { readonly read: () => Promise<string> }) {
      const flag = useLoad(read, [], { browserOnly: true });
      return <p>{flag.status === 'ready' ? flag.value : flag.status}</p>;
    }
    const reads = serverReads();
    const onServer = vi.fn(async () => 'server');
    const deps = testDeps();
    const element = document.createElement('div');
    element.innerHTML = await drawWhole(
      <StorefrontProvider deps={{ ...deps, reads }}>
        <Flag read={onServer} />
      </StorefrontProvider>,
    );
    expect(element.textContent).toBe('loading');
    expect(onServer).not.toHaveBeenCalled();
    const inBrowser = vi.fn(async () => 'browser');
    const root = await act(async () =>
      hydrateRoot(
        element,
        <StorefrontProvider deps={{ ...deps, reads: browserReads(reads.serialize()) }}>
          <Flag read={inBrowser} />
        </StorefrontProvider>,
      ),
    );
    await vi.waitFor(() => expect(element.textContent).toBe('browser'));
    act(() => root.unmount());
  });

  it.each(NAUGHTY)(
    'a value holding %j is written with nothing that ends the script, and read back the same',
    (text) => {
      const value = { a: { key: '[]', value: { name: text, list: [text, 1, true, null] } } };
      const json = scriptJson(value);
      expect(json).not.toMatch(/[<>&\u2028\u2029]/);
      expect(JSON.parse(json)).toEqual(value);
    },
  );

  it('only what JSON carries the same is plain: no dates, class instances, functions or non-finite numbers', () => {
    expect(isPlainJson({ a: [1, 'b', null, { c: false }], d: undefined })).toBe(true);
    for (const value of [new Date(0), new Map(), () => 1, Number.NaN, { a: Infinity }, [undefined]])
      expect(isPlainJson(value)).toBe(false);
  });

  it('the browser hydrates the value the server read without reading it again, and forgets it for later pages', async () => {
    const reads = serverReads();
    const deps = testDeps();
    const element = document.createElement('div');
    element.innerHTML = await drawWhole(page(deps, reads, async () => ({ price: '$65.00' })));
    const inBrowser = browserReads(reads.serialize());
    const read = vi.fn(async () => ({ price: 'read again' }));
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(element, page(deps, inBrowser, read), { onRecoverableError }));
    expect(element.textContent).toBe('$65.00');
    expect(read).not.toHaveBeenCalled();
    expect(onRecoverableError).not.toHaveBeenCalled();
    inBrowser.forget();
    expect(inBrowser.answer(Object.keys(JSON.parse(reads.serialize()) as object)[0] ?? '', '["unlimited",0]')).toBe(
      undefined,
    );
    act(() => root.unmount());
  });

  it('reads that are not the JSON the server writes are none: the page reads its data itself', () => {
    for (const text of ['', 'not json', '[1,2]', '{"a":1}', 'null', undefined])
      expect(browserReads(text).answer('a', '[]')).toBeUndefined();
  });

  it('a value two loads read is carried once: the second names the first, and the browser gives it to both', async () => {
    const reads = serverReads();
    const catalogue = { phones: Array.from({ length: 20 }, (_, i) => ({ id: `phone-${i}`, name: '</script>' })) };
    await reads.read('a', '[0]', () => Promise.resolve(catalogue));
    await reads.read('b', '[0]', () => Promise.resolve(structuredClone(catalogue)));
    await reads.read('c', '[1]', () => Promise.resolve({ short: 1 }));
    await reads.read('d', '[1]', () => Promise.resolve({ short: 1 }));
    await reads.read('e', '[2]', () => Promise.resolve(undefined));
    const text = reads.serialize();
    expect(text.split('phone-19')).toHaveLength(2);
    expect(text).not.toContain('</script>');
    const inBrowser = browserReads(text);
    expect(inBrowser.answer('a', '[0]')).toEqual({ value: catalogue });
    expect(inBrowser.answer('b', '[0]')).toEqual({ value: catalogue });
    expect(inBrowser.answer('c', '[1]')).toEqual({ value: { short: 1 } });
    expect(inBrowser.answer('d', '[1]')).toEqual({ value: { short: 1 } });
    expect(inBrowser.answer('e', '[2]')).toEqual({ value: undefined });
  });

  it('a load that names another the page does not carry, or one without a value, takes nothing: the browser reads it', () => {
    const text = JSON.stringify({ a: { key: '[0]' }, b: { key: '[0]', same: 'a' }, c: { key: '[0]', same: 'zz' } });
    expect(browserReads(text).answer('b', '[0]')).toBeUndefined();
    expect(browserReads(text).answer('c', '[0]')).toBeUndefined();
  });
});
