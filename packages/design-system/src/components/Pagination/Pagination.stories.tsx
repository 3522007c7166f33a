import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination } from './Pagination.js';

function Controlled({ pageCount, start }: { pageCount: number; start: number }) {
  const [page, setPage] = useState(start);
  return <Pagination page={page} pageCount={pageCount} hrefFor={(p) => `?page=${p}`} onNavigate={setPage} />;
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 8, hrefFor: (p: number) => `?page=${p}` },
  render: (args) => <Controlled pageCount={args.pageCount} start={args.page} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 5, pageCount: 10 } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Controlled pageCount={3} start={1} />
      <Controlled pageCount={10} start={5} />
      <Controlled pageCount={10} start={10} />
    </div>
  ),
};
