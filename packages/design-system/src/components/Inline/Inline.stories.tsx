import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge.js';
import { SPACES } from '../Box/spaces.js';
import { INLINE_ALIGNS, INLINE_ALIGNS_Y, Inline } from './Inline.js';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { space: 'sm', align: 'start', alignY: 'center' },
  argTypes: {
    space: { control: 'select', options: SPACES },
    align: { control: 'inline-radio', options: INLINE_ALIGNS },
    alignY: { control: 'inline-radio', options: INLINE_ALIGNS_Y },
  },
  render: (args) => (
    <Inline {...args}>
      <Badge tone="promo">Save $200</Badge>
      <Badge tone="new">New</Badge>
      <Badge tone="info">5G Ultra Wideband</Badge>
      <Badge tone="promo">Trade-in offer</Badge>
      <Badge tone="new">eSIM ready</Badge>
    </Inline>
  ),
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SpaceBetween: Story = { args: { align: 'spaceBetween' } };
