import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Card } from '../card/card';
import { ErrorState } from '../error-state/error-state';
import { Skeleton, SkeletonCard, SkeletonText } from '../skeleton/skeleton';
import { Spinner } from '../spinner/spinner';
import { setupTestI18n } from '../test-i18n';
import { EmptyState } from './empty-state';

beforeAll(() => setupTestI18n('en-us'));

it('EmptyState shows its title, text and action', () => {
  render(<EmptyState title="No listings match" text="Try fewer filters" action={<button>Clear filters</button>} headingLevel={3} />);
  expect(screen.getByRole('heading', { level: 3, name: 'No listings match' })).toBeInTheDocument();
  expect(screen.getByText('Try fewer filters')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
});

it('ErrorState is an alert with a localized retry', async () => {
  const onRetry = jest.fn();
  const { rerender } = render(<ErrorState message="dictionary error" onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('dictionary error');
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  await setupTestI18n('zh-hk');
  rerender(<ErrorState message="載入失敗" onRetry={onRetry} />);
  expect(screen.getByRole('button', { name: '重試' })).toBeInTheDocument();
  rerender(<ErrorState message="載入失敗" title="找不到物業" retryLabel="再試一次" />);
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByRole('heading', { name: '找不到物業' })).toBeInTheDocument();
  await setupTestI18n('en-us');
});

it('Spinner is a status with a label unless decorative', () => {
  const { rerender, container } = render(<Spinner />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  rerender(<Spinner label="Searching" />);
  expect(screen.getByRole('status')).toHaveTextContent('Searching');
  rerender(<Spinner decorative />);
  expect(screen.queryByRole('status')).toBeNull();
  expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
});

it('skeletons are hidden from assistive technology', () => {
  const { container } = render(
    <>
      <Skeleton width={120} />
      <SkeletonText lines={4} />
      <SkeletonCard horizontal />
    </>,
  );
  const roots = [...container.children];
  expect(roots).toHaveLength(3);
  roots.forEach((el) => expect(el).toHaveAttribute('aria-hidden', 'true'));
  expect(roots[1]!.children).toHaveLength(4);
});

it('Card renders the chosen element with its props', () => {
  render(
    <Card as="article" aria-label="Taikoo Shing" interactive>
      <a href="/estate-1">Taikoo Shing</a>
    </Card>,
  );
  expect(screen.getByRole('article', { name: 'Taikoo Shing' })).toHaveClass('card', 'padded', 'interactive');
});
