import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Switch, type SwitchProps } from './Switch.js';

function Controlled(props: Omit<SwitchProps, 'onChange'>) {
  const [checked, setChecked] = useState(props.checked);
  return <Switch {...props} checked={checked} onChange={setChecked} />;
}

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Show monthly prices', checked: false, onChange: () => {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { checked: true } };
export const WithDescription: Story = { args: { description: '36-month device payment' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
      <Controlled label="Off" checked={false} />
      <Controlled label="On" checked />
      <Controlled label="With a description" checked={false} description="36-month device payment" />
      <Controlled label="Disabled off" checked={false} disabled />
      <Controlled label="Disabled on" checked disabled />
    </div>
  ),
};
