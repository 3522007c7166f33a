import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper } from './Stepper.js';

const STEPS = ['Delivery', 'Payment', 'Review'];

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  args: { steps: STEPS, current: 1 },
  argTypes: { current: { control: { type: 'range', min: 0, max: 3, step: 1 } } },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Payment: Story = {};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {[0, 1, 2, 3].map((current) => (
        <Stepper key={current} steps={STEPS} current={current} label={`Checkout steps, step ${current + 1}`} />
      ))}
    </div>
  ),
};
