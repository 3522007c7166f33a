import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.js';
import { SPACES } from '../Box/spaces.js';
import { STACK_ALIGNS, Stack } from './Stack.js';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { space: 'md', align: 'stretch' },
  argTypes: {
    space: { control: 'select', options: SPACES },
    align: { control: 'inline-radio', options: STACK_ALIGNS },
  },
  render: (args) => (
    <Stack {...args}>
      <h2>Your cart is empty</h2>
      <p>Phones, plans and accessories you add show up here.</p>
      <Button>Shop phones</Button>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Centred: Story = { args: { align: 'center', space: 'lg' } };
export const Responsive: Story = { args: { space: { mobile: 'xs', tablet: 'lg', desktop: 'xxl' } } };
