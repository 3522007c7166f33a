import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderIn } from '../../test/render.js';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SUGGESTION_INACTIVITY_MS, SearchBox, type SearchSuggestion } from './SearchBox.js';

const ALL: readonly SearchSuggestion[] = [
  { id: 'p10', label: 'Google Pixel 10', href: '/p/pixel-10', kind: 'Phone', detail: '$799.00' },
  { id: 'p9', label: 'Google Pixel 9', href: '/p/pixel-9', kind: 'Phone' },
  { id: 'case', label: 'Clear Case for Pixel 10', href: '/a/case', kind: 'Accessory' },
];

/** A search box whose suggestions are the ones whose label contains what is typed, noting each pick. */
function Harness({ picked, used }: { picked: string[]; used?: () => void }) {
  const [query, setQuery] = useState('');
  const suggestions = ALL.filter((s) => s.label.toLowerCase().includes(query.toLowerCase()));
  return (
    <SearchBox
      action="/search.html"
      suggestions={suggestions}
      onQueryChange={setQuery}
      {...(used ? { onFirstUse: used } : {})}
      onPick={(s) => void picked.push(s.href)}
    />
  );
}

describe('SearchBox (combobox with suggestions as you type)', () => {
  it('is a search form, a GET to the results page with the query in q', () => {
    renderIn(<Harness picked={[]} />);
    expect(screen.getByRole('search')).toHaveAttribute('action', '/search.html');
    expect(screen.getByRole('combobox', { name: 'Search the store' })).toHaveAttribute('name', 'q');
  });

  it('lists suggestions for what is typed, says how many, and shows none for an empty box', async () => {
    renderIn(<Harness picked={[]} />);
    const box = screen.getByRole('combobox');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.type(box, 'pixel');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Google Pixel 10Phone · $799.00',
      'Google Pixel 9Phone',
      'Clear Case for Pixel 10Accessory',
    ]);
    expect(screen.getByText('3 suggestions')).toBeInTheDocument();
    await userEvent.clear(box);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it(`a list left alone closes after ${SUGGESTION_INACTIVITY_MS} ms (spec 9: auto-suggestion inactivity); typing opens it again`, () => {
    vi.useFakeTimers();
    try {
      renderIn(<Harness picked={[]} />);
      const box = screen.getByRole('combobox');
      fireEvent.change(box, { target: { value: 'pix' } });
      expect(box).toHaveAttribute('aria-expanded', 'true');
      act(() => vi.advanceTimersByTime(SUGGESTION_INACTIVITY_MS - 1000));
      // Moving through the list is activity: the wait starts again.
      fireEvent.keyDown(box, { key: 'ArrowDown' });
      act(() => vi.advanceTimersByTime(SUGGESTION_INACTIVITY_MS - 1));
      expect(box).toHaveAttribute('aria-expanded', 'true');
      act(() => vi.advanceTimersByTime(1));
      expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(box).toHaveValue('pix');
      fireEvent.change(box, { target: { value: 'pixe' } });
      expect(box).toHaveAttribute('aria-expanded', 'true');
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves through the suggestions with the arrows and opens the chosen one with Enter', async () => {
    const picked: string[] = [];
    renderIn(<Harness picked={picked} />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'pixel');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1];
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second?.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    // Up from the first goes back to the box, then round to the last.
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(picked).toEqual(['/a/case']);
  });

  it('opens a suggestion that is clicked, and closes the list with Escape', async () => {
    const picked: string[] = [];
    renderIn(<Harness picked={picked} />);
    await userEvent.type(screen.getByRole('combobox'), 'pixel 9');
    await userEvent.click(screen.getByRole('option', { name: /Google Pixel 9/ }));
    expect(picked).toEqual(['/p/pixel-9']);
    await userEvent.type(screen.getByRole('combobox'), 'x');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says when it is first used, once, so what suggests can load then', async () => {
    let uses = 0;
    renderIn(<Harness picked={[]} used={() => (uses += 1)} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.type(screen.getByRole('combobox'), 'abc');
    expect(uses).toBe(1);
  });

  it('speaks Spanish on the Spanish site', async () => {
    renderIn(<Harness picked={[]} />, 'es');
    await userEvent.type(screen.getByRole('combobox', { name: 'Buscar en la tienda' }), 'pixel');
    expect(screen.getByText('3 sugerencias')).toBeInTheDocument();
  });
});

describe('SearchBox drawn on the server before its page’s code runs', () => {
  it('a query typed into the box before hydration is the box’s, with its suggestions asked for', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SearchBox action="/search.html" />);
    document.body.append(container);
    const input = container.querySelector('input')!;
    input.focus();
    input.value = 'funda';
    const asked: string[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <SearchBox action="/search.html" onQueryChange={(q) => asked.push(q)} />);
    });
    expect(input).toHaveValue('funda');
    expect(asked).toEqual(['funda']);
    expect(document.activeElement).toBe(input);
    act(() => root?.unmount());
    container.remove();
  });
});
