import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper.js';

function Controlled(props: Omit<QuantityStepperProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <QuantityStepper {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/QuantityStepper',
  component: QuantityStepper,
  args: { label: 'Quantity', value: 1, min: 1, max: 5, onChange: () => {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Controlled label="Quantity at the minimum" value={1} min={1} max={5} />
      <Controlled label="Quantity in between" value={3} min={1} max={5} />
      <Controlled label="Quantity at the maximum" value={5} min={1} max={5} />
      <Controlled label="Quantity disabled" value={2} disabled />
    </div>
  ),
};
