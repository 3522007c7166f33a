import { HttpError, createHttpClient } from '@carrier/http-client';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { StorefrontProvider, type StorefrontDeps } from '../context.js';
import { describe, expect, it, vi } from 'vitest';
import { useLoad } from '../load.js';
import { testDeps } from '../testing/test-deps.js';

/** Draws a part of a page in the store's world; a rerender keeps the world. */
const renderIn = (ui: ReactNode, deps: StorefrontDeps) =>
  render(ui, { wrapper: ({ children }) => <StorefrontProvider deps={deps}>{children}</StorefrontProvider> });

/** A fetch whose answers wait until the test gives them, and that fails as a browser does when its call is cancelled. */
function heldFetch() {
  const held: { url: string; answer: (body: unknown) => void }[] = [];
  const fetch = vi.fn(
    (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const url = String(input);
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        held.push({ url, answer: (body) => resolve(Response.json(body)) });
      }),
  );
  return { fetch: fetch as unknown as typeof globalThis.fetch, held };
}

function Quote({ client, plan }: { client: ReturnType<typeof createHttpClient>; plan: string }) {
  const quote = useLoad((signal) => client.post<{ price: string }>('/quote', { plan }, { signal }), [plan]);
  return <p>{quote.status === 'ready' ? quote.value.price : quote.status}</p>;
}

describe('a page’s load', () => {
  it('a load the page no longer needs has its call cancelled, and the cancelled call is logged as aborted (spec 8.2)', async () => {
    const { fetch, held } = heldFetch();
    const client = createHttpClient({ fetch, retry: false });
    const deps = testDeps();
    const view = renderIn(<Quote client={client} plan="a" />, deps);
    await waitFor(() => expect(held).toHaveLength(1));
    view.rerender(<Quote client={client} plan="b" />);
    await waitFor(() => expect(held).toHaveLength(2));
    await waitFor(() => expect(deps.errors.report).toHaveBeenCalledTimes(1));
    const [cancelled] = vi.mocked(deps.errors.report).mock.calls[0] ?? [];
    expect(cancelled).toBeInstanceOf(HttpError);
    expect(cancelled).toMatchObject({ kind: 'aborted', url: '/quote' });
    expect(deps.errors.handleServiceError).not.toHaveBeenCalled();
    await act(async () => held[1]?.answer({ price: '$52.48' }));
    expect(await screen.findByText('$52.48')).toBeInTheDocument();
  });

  it('a load that does not pass the signal on is left to answer, and its answer is dropped', async () => {
    const { fetch, held } = heldFetch();
    const client = createHttpClient({ fetch, retry: false });
    const deps = testDeps();
    function Unsignalled({ plan }: { plan: string }) {
      const quote = useLoad(() => client.post<{ price: string }>('/quote', { plan }), [plan]);
      return <p>{quote.status === 'ready' ? quote.value.price : quote.status}</p>;
    }
    const view = renderIn(<Unsignalled plan="a" />, deps);
    await waitFor(() => expect(held).toHaveLength(1));
    view.rerender(<Unsignalled plan="b" />);
    await waitFor(() => expect(held).toHaveLength(2));
    await act(async () => held[0]?.answer({ price: 'old' }));
    await act(async () => held[1]?.answer({ price: 'new' }));
    expect(await screen.findByText('new')).toBeInTheDocument();
    expect(screen.queryByText('old')).toBeNull();
    expect(deps.errors.report).not.toHaveBeenCalled();
  });
});
