import type { Meta, StoryObj } from '@storybook/react-vite';
import { StarRating } from './StarRating.js';

const meta = {
  title: 'Components/StarRating',
  component: StarRating,
  args: { value: 4.1, count: 312, showValue: true },
  argTypes: { value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } } },
} satisfies Meta<typeof StarRating>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 4.1 of 5, the smart banner's default (spec 9). */
export const Default: Story = {};
export const WithoutCount: Story = { render: () => <StarRating value={4.1} /> };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[0, 1.5, 3, 4.1, 4.5, 5].map((value) => (
        <StarRating key={value} value={value} count={value === 0 ? 0 : 120} />
      ))}
    </div>
  ),
};
