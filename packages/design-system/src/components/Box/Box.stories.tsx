import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box.js';
import { SPACES } from './spaces.js';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: { padding: 'lg', background: 'surface', borderRadius: 'md', children: 'Due today: $0.00' },
  argTypes: {
    padding: { control: 'select', options: SPACES },
    background: { control: 'inline-radio', options: ['background', 'surface'] },
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Surface: Story = {};

/** Padding per breakpoint: small on phones, extra large from the desktop breakpoint up. */
export const ResponsivePadding: Story = {
  args: { padding: { mobile: 'sm', tablet: 'lg', desktop: 'xxl' }, border: 'standard', children: 'Resize me' },
};

export const EverySpace: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="sm">
      {SPACES.map((space) => (
        <Box key={space} display="flex" alignItems="center" gap="md">
          <Box as="span" shrink>
            {space}
          </Box>
          <Box background="surface" border="standard" paddingX={space} paddingY="xxs">
            <Box as="span">padding {space}</Box>
          </Box>
        </Box>
      ))}
    </Box>
  ),
};
