import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './Tabs.js';

const TABS = [
  { id: 'overview', label: 'Overview', content: <p>A bright 6.3-inch screen and an all-day battery.</p> },
  { id: 'specs', label: 'Specs', content: <p>128 GB, 5G, dual SIM.</p> },
  { id: 'reviews', label: 'Reviews', content: <p>4.1 of 5 from 312 reviews.</p> },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { label: 'Product details', tabs: TABS },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'specs' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <Tabs label="First selected" tabs={TABS} />
      <Tabs label="Last selected" tabs={TABS} defaultValue="reviews" />
      <Tabs
        label="With a disabled tab"
        tabs={[...TABS.slice(0, 2), { id: 'qa', label: 'Questions', content: null, disabled: true }]}
      />
    </div>
  ),
};
