import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StorageSelector, type StorageSelectorProps } from './StorageSelector.js';

const OPTIONS = [
  { value: '128', label: '128 GB' },
  { value: '256', label: '256 GB', priceDelta: 100 },
  { value: '512', label: '512 GB', priceDelta: 300 },
  { value: '1tb', label: '1 TB', priceDelta: 500, disabled: true },
];

function Controlled(props: Omit<StorageSelectorProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <StorageSelector {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/StorageSelector',
  component: StorageSelector,
  args: { legend: 'Storage', options: OPTIONS, value: '128', onChange: () => {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof StorageSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 560 }}>
      <Controlled legend="Storage" options={OPTIONS} value="128" />
      <Controlled legend="Storage (larger chosen, one sold out)" options={OPTIONS} value="512" />
    </div>
  ),
};

/**
 * Each size a link to the page that shows it (`hrefFor`): the choice works before the page's code runs, and a size can
 * be opened in a new tab. A plain click changes the choice here.
 */
export const AsLinks: Story = {
  args: { hrefFor: (gb: string) => `?storage=${gb}` },
};
