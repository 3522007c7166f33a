import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './TextField.js';

function Stateful(props: Omit<TextFieldProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <TextField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/TextField',
  component: TextField,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Promo code', value: '', onChange: () => undefined },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithHelperText: Story = { args: { helperText: '7 letters or digits, sometimes followed by 4 digits.' } };
export const Error: Story = { args: { value: '0FNF', error: 'That is not a valid promo code.' } };
export const Success: Story = {
  args: { label: 'Wireless number', value: '201-555-0123', success: 'This number looks good.', inputMode: 'numeric' },
};
export const Disabled: Story = { args: { value: 'FNF2026', disabled: true } };

/** Every state side by side. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 400 }}>
      <Stateful label="Empty" value="" />
      <Stateful label="Helper text" value="" helperText="10-digit number" />
      <Stateful label="Error" value="201-555" error="Enter a valid 10-digit wireless number." />
      <Stateful label="Success" value="201-555-0123" success="This number looks good." />
      <Stateful label="Disabled" value="FNF2026" disabled />
    </div>
  ),
};
