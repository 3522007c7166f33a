import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RADIO_GROUP_ORIENTATIONS, RadioGroup, type RadioGroupProps } from './RadioGroup.js';

const OPTIONS = [
  { value: 'monthly', label: 'Monthly', description: '36 months, 0% APR' },
  { value: 'full', label: 'Full retail price' },
  { value: 'later', label: 'Pay later', disabled: true },
];

function Controlled(props: Omit<RadioGroupProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <RadioGroup {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    legend: 'How do you want to pay?',
    options: OPTIONS,
    value: 'monthly',
    onChange: () => {},
    orientation: 'vertical',
  },
  argTypes: { orientation: { control: 'inline-radio', options: RADIO_GROUP_ORIENTATIONS } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const WithError: Story = { args: { value: '', error: 'Choose how to pay.' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Controlled legend="Vertical" options={OPTIONS} value="monthly" />
      <Controlled legend="Horizontal" options={OPTIONS} value="full" orientation="horizontal" />
      <Controlled legend="Nothing chosen, with an error" options={OPTIONS} value="" error="Choose how to pay." />
      <Controlled legend="Disabled" options={OPTIONS} value="monthly" disabled />
    </div>
  ),
};
