import type { Meta, StoryObj } from '@storybook/react-vite';
import { Loader } from './Loader.js';

const meta = {
  title: 'Components/Loader',
  component: Loader,
  args: { visible: true, label: 'Adding to cart' },
} satisfies Meta<typeof Loader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The global loader over the page. */
export const Visible: Story = {};
export const Hidden: Story = { args: { visible: false } };

export const AllStates: Story = {
  render: () => (
    <div style={{ minHeight: 240 }}>
      <p>The page under the loader.</p>
      <Loader visible />
    </div>
  ),
};
