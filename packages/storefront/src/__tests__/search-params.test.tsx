import { createMemoryHistory, Link } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineJourney, journeyKey } from '../journey.js';
import { parsePlainSearch, stringifyPlainSearch } from '../search-params.js';
import { renderStore } from '../testing/render-store.js';
import { testDeps } from '../testing/test-deps.js';

describe('query values are written as typed (spec 2.6 parameters are plain strings)', () => {
  it('a value of digits stays a string of digits, and is written back with no JSON quotes', () => {
    const search = parsePlainSearch('?mdn=2015550121&orderreview=true&q=%22quoted%22');
    expect(search).toEqual({ mdn: '2015550121', orderreview: 'true', q: '"quoted"' });
    expect(stringifyPlainSearch(search)).toBe('?mdn=2015550121&orderreview=true&q=%22quoted%22');
    expect(stringifyPlainSearch({ page: 2, all: false, none: undefined, gone: null })).toBe('?page=2&all=false');
    expect(stringifyPlainSearch({})).toBe('');
  });

  it('the first of a repeated key counts, and a key named like an object property is only a key', () => {
    expect(parsePlainSearch('mdn=1&mdn=2')).toEqual({ mdn: '1' });
    const odd = parsePlainSearch('__proto__=x&constructor=y');
    expect(odd['__proto__']).toBe('x');
    expect(Object.getPrototypeOf(odd)).toBeNull();
  });

  it("the store's router keeps ?mdn=2015550121 as it is, in the address and in the links it builds", async () => {
    const journey = defineJourney({
      key: journeyKey<undefined>('query'),
      modules: { './Page.tsx': async () => ({ QueryPage }) },
      source: 'test',
      deps: () => undefined,
      pages: [{ path: '/earlyupgrade.html', pageName: 'earlyupgrade', module: './Page.tsx', component: 'QueryPage' }],
    });
    const history = createMemoryHistory({ initialEntries: ['/sales/digital/earlyupgrade.html?mdn=2015550121'] });
    renderStore(testDeps({ journeys: [journey] }), history);
    const link = await screen.findByRole('link', { name: 'The same line' });
    expect(link).toHaveAttribute('href', '/sales/digital/earlyupgrade.html?mdn=2015550121');
    await waitFor(() => expect(history.location.search).toBe('?mdn=2015550121'));
  });
});

function QueryPage() {
  return (
    <Link to="/earlyupgrade.html" search={{ mdn: '2015550121' } as never}>
      The same line
    </Link>
  );
}
