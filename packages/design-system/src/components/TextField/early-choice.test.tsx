import { act, render } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../Checkbox/Checkbox.js';
import { ColorSwatchGroup } from '../ColorSwatchGroup/ColorSwatchGroup.js';
import { RadioGroup } from '../RadioGroup/RadioGroup.js';
import { StorageSelector } from '../StorageSelector/StorageSelector.js';

type Seen = (value: string) => void;

/** Each choice component, owned by a state that reports what it holds, drawn with its first choice. */
const groups: Record<string, (seen: Seen) => ReactElement> = {
  ColorSwatchGroup: (seen) => {
    function Owner() {
      const [value, setValue] = useState('black');
      seen(value);
      const swatches = [
        { value: 'black', name: 'Obsidian', hex: '#1f1f1f' },
        { value: 'frost', name: 'Frost', hex: '#dfe7ee' },
      ];
      return <ColorSwatchGroup legend="Color" swatches={swatches} value={value} onChange={setValue} />;
    }
    return <Owner />;
  },
  StorageSelector: (seen) => {
    function Owner() {
      const [value, setValue] = useState('128');
      seen(value);
      const options = [
        { value: '128', label: '128 GB' },
        { value: '256', label: '256 GB', priceDelta: 100 },
      ];
      return <StorageSelector legend="Storage" options={options} value={value} onChange={setValue} />;
    }
    return <Owner />;
  },
  RadioGroup: (seen) => {
    function Owner() {
      const [value, setValue] = useState('monthly');
      seen(value);
      const options = [
        { value: 'monthly', label: 'Monthly' },
        { value: 'full', label: 'Full price' },
      ];
      return <RadioGroup legend="Payment" options={options} value={value} onChange={setValue} />;
    }
    return <Owner />;
  },
};

/** Draws `element` as the server would, lets `change` act on the drawing, then hydrates it. */
async function hydrateAfter(element: (seen: Seen) => ReactElement, change: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element(() => undefined));
  document.body.append(container);
  change(container);
  const seen = vi.fn<Seen>();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, element(seen));
  });
  return {
    container,
    seen,
    done: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

describe('a choice made on the page drawn on the server before its code ran', () => {
  for (const [name, group] of Object.entries(groups)) {
    it(`${name}: the choice made before hydration is kept, and reaches the state behind it`, async () => {
      const page = await hydrateAfter(group, (container) => {
        const second = container.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1]!;
        second.click();
      });
      const second = page.container.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1]!;
      expect(second.checked).toBe(true);
      const firstValue = page.container.querySelector<HTMLInputElement>('input[type="radio"]')!.value;
      expect(page.seen).toHaveBeenLastCalledWith(second.value);
      expect(page.seen).toHaveBeenCalledWith(firstValue);
      page.done();
    });

    it(`${name}: a group left as drawn reports nothing`, async () => {
      const onChange = vi.fn();
      const page = await hydrateAfter(group, () => undefined);
      expect(new Set(page.seen.mock.calls.map(([value]) => value)).size).toBe(1);
      page.done();
      render(group(onChange));
      await act(async () => undefined);
      expect(new Set(onChange.mock.calls.map(([value]) => value)).size).toBe(1);
    });
  }

  it('Checkbox: a box ticked before hydration stays ticked, and reaches the state behind it', async () => {
    const box = (seen: Seen) => {
      function Owner() {
        const [checked, setChecked] = useState(false);
        seen(String(checked));
        return <Checkbox label="Email me the order" checked={checked} onChange={setChecked} />;
      }
      return <Owner />;
    };
    const page = await hydrateAfter(box, (container) => container.querySelector('input')!.click());
    expect(page.container.querySelector('input')!.checked).toBe(true);
    expect(page.seen).toHaveBeenLastCalledWith('true');
    page.done();
  });
});
