import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.js';
import { Checkbox } from '../Checkbox/Checkbox.js';
import { DRAWER_SIDES, Drawer, type DrawerSide } from './Drawer.js';

function Filters({ side, startOpen = false }: { side: DrawerSide; startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  const [fiveG, setFiveG] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Filters ({side})
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Filters"
        side={side}
        footer={<Button onClick={() => setOpen(false)}>Show 12 phones</Button>}
      >
        <Checkbox label="5G" checked={fiveG} onChange={setFiveG} />
      </Drawer>
    </>
  );
}

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  args: { open: false, onClose: () => {}, title: 'Filters', side: 'end' },
  argTypes: { side: { control: 'inline-radio', options: DRAWER_SIDES }, open: { control: false } },
  render: (args) => <Filters side={args.side ?? 'end'} />,
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const End: Story = {};
export const Start: Story = { args: { side: 'start' } };
export const Bottom: Story = { args: { side: 'bottom' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      {DRAWER_SIDES.map((side) => (
        <Filters key={side} side={side} startOpen={side === 'end'} />
      ))}
    </div>
  ),
};
