import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Checkbox, type CheckboxProps } from './Checkbox.js';

function Controlled(props: Omit<CheckboxProps, 'onChange'>) {
  const [checked, setChecked] = useState(props.checked);
  return <Checkbox {...props} checked={checked} onChange={setChecked} />;
}

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: '5G phones only', checked: false, onChange: () => {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { checked: true } };
export const Indeterminate: Story = { args: { label: 'All makers', indeterminate: true } };
export const WithError: Story = { args: { label: 'I agree to the terms', error: 'Agree to continue.' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Controlled label="Unchecked" checked={false} />
      <Controlled label="Checked" checked />
      <Controlled label="Mixed" checked={false} indeterminate />
      <Controlled label="With a description" checked={false} description="Shows phones that work on 5G." />
      <Controlled label="With an error" checked={false} error="Agree to continue." />
      <Controlled label="Disabled" checked={false} disabled />
      <Controlled label="Disabled and checked" checked disabled />
    </div>
  ),
};
