import type { Meta, StoryObj } from '@storybook/react-vite';
import { SKELETON_SHAPES, Skeleton } from './Skeleton.js';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3, width: '20rem' },
  argTypes: { shape: { control: 'inline-radio', options: SKELETON_SHAPES } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Rect: Story = { args: { shape: 'rect', height: '10rem' } };

/** A product tile while it loads. */
export const AllStates: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: 12, maxWidth: 280 }}>
      <Skeleton shape="rect" height="12rem" />
      <Skeleton lines={2} />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Skeleton shape="circle" width="2rem" height="2rem" />
        <Skeleton width="8rem" />
      </div>
    </div>
  ),
};
