import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.js';
import { TOOLTIP_PLACEMENTS, Tooltip } from './Tooltip.js';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Price before taxes and fees',
    delay: 500,
    placement: 'top',
    children: <Button variant="link">Why this price?</Button>,
  },
  argTypes: { placement: { control: 'inline-radio', options: TOOLTIP_PLACEMENTS }, children: { control: false } },
  decorators: [(Story) => <div style={{ padding: '4rem 2rem' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hover or focus the button: the tooltip shows after 500 ms (spec 9) and Escape hides it. */
export const Default: Story = {};
export const Bottom: Story = { args: { placement: 'bottom' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 48, padding: '3rem 0' }}>
      {TOOLTIP_PLACEMENTS.map((placement) => (
        <Tooltip key={placement} content={`Shown ${placement}`} placement={placement} defaultVisible>
          <Button variant="secondary">{placement}</Button>
        </Tooltip>
      ))}
    </div>
  ),
};
