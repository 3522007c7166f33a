import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FilterChips, type FilterChip } from './FilterChips.js';

const MAKERS: FilterChip[] = [
  { id: 'apple', label: 'Apple', selected: false, count: 8 },
  { id: 'samsung', label: 'Samsung', selected: true, count: 11 },
  { id: 'google', label: 'Google', selected: false, count: 5 },
  { id: 'motorola', label: 'Motorola', selected: false, count: 6 },
];

function Controlled({
  initial,
  hrefFor,
}: {
  initial: readonly FilterChip[];
  hrefFor?: ((id: string) => string) | undefined;
}) {
  const [chips, setChips] = useState(initial);
  return (
    <FilterChips
      label="Brand"
      chips={chips}
      hrefFor={hrefFor}
      onToggle={(id) => setChips((all) => all.map((c) => (c.id === id ? { ...c, selected: !c.selected } : c)))}
      onClear={() => setChips((all) => all.map((c) => ({ ...c, selected: false })))}
    />
  );
}

const meta = {
  title: 'Components/FilterChips',
  component: FilterChips,
  args: { label: 'Brand', chips: MAKERS, onToggle: () => {} },
  render: (args) => <Controlled initial={args.chips} hrefFor={args.hrefFor} />,
} satisfies Meta<typeof FilterChips>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Controlled initial={MAKERS.map((c) => ({ ...c, selected: false }))} />
      <Controlled initial={MAKERS} />
      <Controlled initial={MAKERS.map((c) => ({ ...c, selected: true }))} />
    </div>
  ),
};

/**
 * Each chip a link to the page with it toggled (`hrefFor`): filters work before the page's code runs and without it,
 * and a filtered page has an address of its own. A plain click toggles here.
 */
export const AsLinks: Story = {
  args: { hrefFor: (id: string) => `?maker=${id}` },
};
