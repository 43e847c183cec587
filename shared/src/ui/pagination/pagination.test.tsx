import { render, screen } from '@testing-library/react';
import { setupTestI18n } from '../test-i18n';
import { MemoryRouter } from 'react-router';
import { Pagination, type PaginationLinkProps } from './pagination';
import { RouterPaginationLink } from './router-link';

const hrefFor = (page: number) => (page === 1 ? '/buy/' : `/buy/g${page}/`);

it('renders real links with the current page marked and prev/next', async () => {
  await setupTestI18n('en-us');
  render(<Pagination page={5} total={12} hrefFor={hrefFor} />);
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  expect(nav).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/buy/g4/');
  expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/buy/g6/');
  expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/buy/');
  expect(screen.getByRole('link', { name: 'Page 12' })).toHaveAttribute('href', '/buy/g12/');
  expect(screen.queryByRole('link', { name: 'Page 2' })).toBeNull();
});

it('disables previous on the first page and next on the last, in the current language', async () => {
  await setupTestI18n('zh-hk');
  const { rerender } = render(<Pagination page={1} total={3} hrefFor={hrefFor} />);
  expect(screen.getByRole('link', { name: '上一頁' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('link', { name: '上一頁' })).not.toHaveAttribute('href');
  expect(screen.getByRole('link', { name: '下一頁' })).toHaveAttribute('href', '/buy/g2/');
  rerender(<Pagination page={3} total={3} hrefFor={hrefFor} />);
  expect(screen.getByRole('link', { name: '下一頁' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('link', { name: '第 3 頁' })).toHaveAttribute('aria-current', 'page');
  await setupTestI18n('en-us');
});

it('renders nothing for a single page and uses a given link component', () => {
  const { container, rerender } = render(<Pagination page={1} total={1} hrefFor={hrefFor} />);
  expect(container).toBeEmptyDOMElement();
  const Link = ({ href, ...rest }: PaginationLinkProps) => <a data-router="yes" href={`#${href}`} {...rest} />;
  rerender(<Pagination page={2} total={3} hrefFor={hrefFor} linkComponent={Link} previousLabel="Back" />);
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('data-router', 'yes');
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '#/buy/');
});

it('keeps its page links when the list around it re-renders (the router adapter is one component)', async () => {
  await setupTestI18n('en-us');
  const List = ({ tick }: { tick: number }) => (
    <MemoryRouter>
      <p>{tick}</p>
      <Pagination page={2} total={3} hrefFor={hrefFor} linkComponent={RouterPaginationLink} />
    </MemoryRouter>
  );
  const { rerender } = render(<List tick={1} />);
  const next = screen.getByRole('link', { name: 'Next page' });
  next.focus();
  rerender(<List tick={2} />);
  expect(screen.getByRole('link', { name: 'Next page' })).toBe(next);
  expect(next).toHaveFocus();
  expect(next).toHaveAttribute('href', '/buy/g3/');
});
