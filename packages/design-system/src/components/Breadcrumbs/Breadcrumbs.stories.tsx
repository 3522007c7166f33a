import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs.js';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [{ label: 'Shop', href: '#shop' }, { label: 'Smartphones', href: '#smartphones' }, { label: 'Pixel 9' }],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Breadcrumbs label="Short path" items={[{ label: 'Shop', href: '#shop' }, { label: 'Accessories' }]} />
      <Breadcrumbs
        label="Long path"
        items={[
          { label: 'Shop', href: '#shop' },
          { label: 'Smartphones', href: '#smartphones' },
          { label: 'Google', href: '#google' },
          { label: 'Pixel 9 Pro XL 256 GB Obsidian' },
        ]}
      />
    </div>
  ),
};
