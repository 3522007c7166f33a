import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FilterChips, type FilterChip } from './FilterChips.js';

const MAKERS: FilterChip[] = [
  { id: 'apple', label: 'Apple', selected: false, count: 8 },
  { id: 'samsung', label: 'Samsung', selected: true, count: 11 },
  { id: 'google', label: 'Google', selected: false, count: 5 },
  { id: 'motorola', label: 'Motorola', selected: false, count: 6 },
];

function Controlled({ initial }: { initial: readonly FilterChip[] }) {
  const [chips, setChips] = useState(initial);
  return (
    <FilterChips
      label="Brand"
      chips={chips}
      onToggle={(id) => setChips((all) => all.map((c) => (c.id === id ? { ...c, selected: !c.selected } : c)))}
      onClear={() => setChips((all) => all.map((c) => ({ ...c, selected: false })))}
    />
  );
}

const meta = {
  title: 'Components/FilterChips',
  component: FilterChips,
  args: { label: 'Brand', chips: MAKERS, onToggle: () => {} },
  render: (args) => <Controlled initial={args.chips} />,
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
