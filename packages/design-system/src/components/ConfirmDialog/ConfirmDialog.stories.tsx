import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.js';
import { ConfirmDialog } from './ConfirmDialog.js';

function Leave({ startOpen = false }: { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Cancel this order
      </Button>
      <ConfirmDialog
        open={open}
        title="Are You Sure"
        message="You will lose your progress if you leave this flow."
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    title: 'Are You Sure',
    message: 'You will lose your progress if you leave this flow.',
    onConfirm: () => {},
    onCancel: () => {},
  },
  render: () => <Leave />,
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The question the app asks when a shop flow is cancelled (spec 2.8). */
export const LeaveFlow: Story = {};

export const AllStates: Story = { render: () => <Leave startOpen /> };
