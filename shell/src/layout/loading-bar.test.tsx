import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { LoadingBar } from './loading-bar';

// the bar reads the data router's navigation state; these pages navigate with a plain router
jest.mock('react-router', () => ({ ...jest.requireActual<object>('react-router'), useNavigation: () => ({ state: 'idle' }) }));

const page = () => render(
  <MemoryRouter initialEntries={['/buy']}>
    <LoadingBar />
    <Link to="/buy?page=2">next page</Link>
  </MemoryRouter>,
);

describe('the loading bar (spec 4.9)', () => {
  it('does not run for the page it first mounts on (the served page hydrating is not a route change)', async () => {
    page();
    await act(async () => undefined);
    expect(screen.queryByTestId('loading-bar')).toBeNull();
  });

  it('runs on a route or parameter change', async () => {
    page();
    await act(async () => screen.getByRole('link', { name: 'next page' }).click());
    expect(screen.getByTestId('loading-bar')).toHaveAttribute('data-phase', 'done');
  });
});
