import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../test-i18n';
import { toast } from './toast-store';
import { Toaster } from './toaster';

beforeAll(() => setupTestI18n('en-us'));
afterEach(() => act(() => toast.clear()));

it('announces successes politely and errors assertively', () => {
  render(<Toaster />);
  expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  act(() => {
    toast.success('Link copied');
    toast.error('Message failure left');
  });
  expect(within(screen.getByRole('status')).getByText('Link copied')).toBeInTheDocument();
  expect(within(screen.getByRole('alert')).getByText('Message failure left')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
});

it('closes by itself after its duration, or from its dismiss button', async () => {
  jest.useFakeTimers();
  render(<Toaster />);
  act(() => {
    toast.info('Saved', { duration: 3000 });
  });
  act(() => jest.advanceTimersByTime(2999));
  expect(screen.getByText('Saved')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Saved')).toBeNull();
  jest.useRealTimers();

  act(() => {
    toast.error('Edit failure', { duration: 0 });
  });
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  expect(screen.queryByText('Edit failure')).toBeNull();
});

it('keeps at most four toasts, newest last, and renders text as text', () => {
  render(<Toaster />);
  act(() => {
    for (let i = 1; i <= 5; i++) toast.success(`<b>toast ${i}</b>`);
  });
  const items = within(screen.getByRole('status')).getAllByText(/toast/);
  expect(items.map((el) => el.textContent)).toEqual(['<b>toast 2</b>', '<b>toast 3</b>', '<b>toast 4</b>', '<b>toast 5</b>']);
});
