import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './VisuallyHidden.js';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Number ending in 0123' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The text is in the page for screen readers; only the masked number shows. */
export const MaskedNumber: Story = {
  render: (args) => (
    <p>
      <span aria-hidden="true">xxx-xxx-0123</span>
      <VisuallyHidden {...args} />
    </p>
  ),
};
