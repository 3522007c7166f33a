import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RadioCards, type RadioCardsProps } from './RadioCards.js';
import { RADIO_GROUP_ORIENTATIONS, RadioGroup, type RadioGroupProps } from './RadioGroup.js';

const OPTIONS = [
  { value: 'monthly', label: 'Monthly', description: '36 months, 0% APR' },
  { value: 'full', label: 'Full retail price' },
  { value: 'later', label: 'Pay later', disabled: true },
];

const COVER = [
  {
    value: 'PROT-MID',
    label: 'Device Protection',
    figure: '$14.00/mo',
    points: ['Loss, theft and damage', 'Screen repair from $0', 'Battery replacement'],
    description: 'Deductible from $99.00',
  },
  {
    value: 'PROT-MID-EXT',
    label: 'Extended Warranty',
    figure: '$7.00/mo',
    points: ['Malfunction after the maker’s warranty'],
    description: 'Deductible from $49.00',
  },
  { value: 'none', label: 'No protection', figure: '$0.00/mo', description: 'You pay for repairs yourself.' },
];

function ControlledCards(props: Omit<RadioCardsProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <RadioCards {...props} value={value} onChange={setValue} />;
}

function Controlled(props: Omit<RadioGroupProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <RadioGroup {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    legend: 'How do you want to pay?',
    options: OPTIONS,
    value: 'monthly',
    onChange: () => {},
    orientation: 'vertical',
  },
  argTypes: { orientation: { control: 'inline-radio', options: RADIO_GROUP_ORIENTATIONS } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
/** Choices compared side by side as cards (`RadioCards`, protection for a phone): one under another on a phone. */
export const Cards: Story = {
  render: () => <ControlledCards legend="Protection for Google Pixel 10" options={COVER} value="PROT-MID" />,
};
export const WithError: Story = { args: { value: '', error: 'Choose how to pay.' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Controlled legend="Vertical" options={OPTIONS} value="monthly" />
      <Controlled legend="Horizontal" options={OPTIONS} value="full" orientation="horizontal" />
      <Controlled legend="Nothing chosen, with an error" options={OPTIONS} value="" error="Choose how to pay." />
      <Controlled legend="Disabled" options={OPTIONS} value="monthly" disabled />
      <ControlledCards legend="Cards" options={COVER} value="none" />
    </div>
  ),
};
