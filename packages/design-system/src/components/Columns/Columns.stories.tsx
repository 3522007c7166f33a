import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box.js';
import { SPACES } from '../Box/spaces.js';
import { COLUMNS_COLLAPSE, Column, Columns } from './Columns.js';

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: { space: 'lg', collapseBelow: 'tablet', children: null },
  argTypes: {
    space: { control: 'select', options: SPACES },
    collapseBelow: { control: 'inline-radio', options: COLUMNS_COLLAPSE },
  },
  render: ({ children: _children, ...args }) => (
    <Columns {...args}>
      <Column width="2/3">
        <Box padding="md" background="surface" borderRadius="md">
          Line 1: Google Pixel 10, Indigo, 128 GB
        </Box>
      </Column>
      <Column>
        <Box padding="md" border="standard" borderRadius="md">
          Due today $0.00, due monthly $19.42
        </Box>
      </Column>
    </Columns>
  ),
} satisfies Meta<typeof Columns>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoThirds: Story = {};
export const FromDesktop: Story = { args: { collapseBelow: 'desktop' } };
/** Never stacked: long words wrap inside their column instead of widening the row. */
export const NeverStacked: Story = {
  args: { collapseBelow: 'never', space: 'sm' },
  render: ({ children: _children, ...args }) => (
    <Columns {...args}>
      <Column width="content">
        <Box padding="xs" background="surface">
          Image
        </Box>
      </Column>
      <Column>
        <Box padding="xs">Supercalifragilisticexpialidocious protection for your phone, screen and battery</Box>
      </Column>
    </Columns>
  ),
};
