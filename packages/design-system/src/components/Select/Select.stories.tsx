import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Select, type SelectProps } from './Select.js';

const SORT = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'newest', label: 'Newest' },
  { value: 'rating', label: 'Rating' },
];

function Controlled(props: Omit<SelectProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <Select {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Sort by', options: SORT, value: 'featured', onChange: () => {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholder: Story = { args: { value: '', placeholder: 'Choose one' } };
export const WithError: Story = { args: { value: '', placeholder: 'Choose one', error: 'Choose how to sort.' } };
export const Disabled: Story = { args: { disabled: true } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 320 }}>
      <Controlled label="Sort by" options={SORT} value="featured" />
      <Controlled label="Sort by (helper)" options={SORT} value="rating" helperText="Applies to every page." />
      <Controlled
        label="Sort by (error)"
        options={SORT}
        value=""
        placeholder="Choose one"
        error="Choose how to sort."
      />
      <Controlled label="Sort by (disabled)" options={SORT} value="newest" disabled />
    </div>
  ),
};
