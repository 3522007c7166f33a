import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.js';
import { TextField } from '../TextField/TextField.js';
import { DIALOG_PLACEMENTS, DIALOG_SIZES, Dialog, type DialogProps } from './Dialog.js';

function Opener(props: Omit<DialogProps, 'open' | 'onClose'> & { readonly startOpen?: boolean }) {
  const { startOpen = false, ...rest } = props;
  const [open, setOpen] = useState(startOpen);
  const [zip, setZip] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Check store pickup</Button>
      <Dialog
        {...rest}
        open={open}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Find stores</Button>
          </>
        }
      >
        <TextField label="ZIP code" value={zip} onChange={setZip} inputMode="numeric" maxLength={5} />
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    open: false,
    onClose: () => {},
    title: 'Store pickup',
    description: 'See which stores near you have it today.',
    size: 'medium',
    placement: 'center',
  },
  argTypes: {
    size: { control: 'inline-radio', options: DIALOG_SIZES },
    placement: { control: 'inline-radio', options: DIALOG_PLACEMENTS },
    open: { control: false },
  },
  render: ({ open: _open, onClose: _onClose, ...args }) => <Opener {...args} />,
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
/** Open from the start: Tab stays inside, Escape closes, the focus returns to the button. */
export const Open: Story = {
  render: ({ open: _open, onClose: _onClose, ...args }) => <Opener {...args} startOpen />,
};

export const AllStates: Story = {
  render: () => <Opener title="Store pickup" description="See which stores near you have it today." startOpen />,
};
