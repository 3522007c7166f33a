import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box.js';
import { SPACES } from '../Box/spaces.js';
import { Tiles } from './Tiles.js';

const PHONES = ['Google Pixel 10', 'Apple iPhone 17', 'Samsung Galaxy S26', 'Motorola edge 2026', 'OnePlus 13'];

const meta = {
  title: 'Layout/Tiles',
  component: Tiles,
  args: { space: 'md', columns: { mobile: 1, tablet: 2, desktop: 4 } },
  argTypes: { space: { control: 'select', options: SPACES } },
  render: (args) => (
    <Tiles {...args} as="ul" aria-label="Phones">
      {PHONES.map((name) => (
        <Box as="li" key={name} padding="md" border="standard" borderRadius="md">
          {name}
        </Box>
      ))}
    </Tiles>
  ),
} satisfies Meta<typeof Tiles>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Responsive: Story = {};
export const ThreeAcross: Story = { args: { columns: 3, space: 'lg' } };
