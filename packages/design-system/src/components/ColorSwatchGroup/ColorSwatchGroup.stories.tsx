import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ColorSwatchGroup, type ColorSwatchGroupProps } from './ColorSwatchGroup.js';

const SWATCHES = [
  { value: 'obsidian', name: 'Obsidian', hex: '#1f1f1f' },
  { value: 'porcelain', name: 'Porcelain', hex: '#f1ede4' },
  { value: 'peony', name: 'Peony', hex: '#f3c6c6' },
  { value: 'wintergreen', name: 'Wintergreen', hex: '#b9d3c2', disabled: true },
];

function Controlled(props: Omit<ColorSwatchGroupProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <ColorSwatchGroup {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/ColorSwatchGroup',
  component: ColorSwatchGroup,
  args: { legend: 'Color', swatches: SWATCHES, value: 'obsidian', onChange: () => {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ColorSwatchGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Controlled legend="Color" swatches={SWATCHES} value="obsidian" />
      <Controlled legend="Color (light chosen)" swatches={SWATCHES} value="porcelain" />
      <Controlled legend="Color (none chosen)" swatches={SWATCHES} value="" />
    </div>
  ),
};

/**
 * Each colour a link to the page that shows it (`hrefFor`): the choice works before the page's code runs, and a colour
 * can be opened in a new tab. A plain click changes the choice here.
 */
export const AsLinks: Story = {
  args: { hrefFor: (colour: string) => `?color=${colour}` },
};
