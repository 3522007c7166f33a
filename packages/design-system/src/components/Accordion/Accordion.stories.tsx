import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion } from './Accordion.js';

const ITEMS = [
  { id: 'keep', title: 'Can I keep my number?', content: 'Yes. Bring your number when you switch.' },
  { id: 'ship', title: 'How fast is shipping?', content: 'Free 2-day shipping on every phone.' },
  { id: 'return', title: 'What if I change my mind?', content: 'Return it within 30 days.' },
];

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { items: ITEMS, headingLevel: 3 },
  argTypes: { headingLevel: { control: 'select', options: [2, 3, 4, 5, 6] } },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const OneOpen: Story = { args: { defaultExpanded: ['ship'] } };
export const SeveralOpen: Story = { args: { allowMultiple: true, defaultExpanded: ['keep', 'return'] } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32, maxWidth: 640 }}>
      <Accordion items={ITEMS} />
      <Accordion items={ITEMS} defaultExpanded={['ship']} />
      <Accordion items={ITEMS} allowMultiple defaultExpanded={['keep', 'return']} />
    </div>
  ),
};
