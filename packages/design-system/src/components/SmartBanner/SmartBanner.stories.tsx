import type { Meta, StoryObj } from '@storybook/react-vite';
import { SmartBanner } from './SmartBanner.js';

const meta = {
  title: 'Components/SmartBanner',
  component: SmartBanner,
  args: {
    title: 'My Carrier',
    description: 'Shop, pay and manage your account in the app.',
    onView: () => {},
    onClose: () => {},
  },
} satisfies Meta<typeof SmartBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rating 4.1 of 5 by default (spec 2.9, 9). */
export const Default: Story = {};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 480 }}>
      <SmartBanner {...args} />
      <SmartBanner
        {...args}
        rating={4.7}
        description="A longer description that wraps onto a second line on a phone."
      />
    </div>
  ),
};
