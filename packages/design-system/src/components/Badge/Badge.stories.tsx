import type { Meta, StoryObj } from '@storybook/react-vite';
import { BADGE_TONES, Badge } from './Badge.js';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { tone: 'promo', children: 'Save $200' },
  argTypes: { tone: { control: 'inline-radio', options: BADGE_TONES } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Promo: Story = {};
export const New: Story = { args: { tone: 'new', children: 'New' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {BADGE_TONES.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};
