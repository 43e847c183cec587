import { act, render, screen, waitFor } from '@testing-library/react';
import { clearHydrationAnswers, requestKey, setHydrationAnswers, useApi } from './index';
import { getName, mockApiPerTest } from './test-get-name';

const api = mockApiPerTest();

function Probe({ id, enabled }: { id: number; enabled?: boolean }) {
  const { data, error, loading, reload } = useApi(getName, { query: { id }, enabled });
  return (
    <div>
      <p>{loading ? 'loading' : 'idle'}</p>
      <p>{data ?? 'no data'}</p>
      <p>{error ? `error ${error.code}` : 'no error'}</p>
      <button onClick={reload}>reload</button>
    </div>
  );
}

it('loads, reloads on a new query and on reload()', async () => {
  api.reply = (id) => ({ data: { code: 0, result: `item ${id}` } });
  const { rerender } = render(<Probe id={1} />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('item 1')).toBeInTheDocument();
  expect(screen.getByText('idle')).toBeInTheDocument();
  rerender(<Probe id={2} />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('item 2')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'reload' }).click());
  await waitFor(() => expect(api.requests).toHaveLength(3));
  await screen.findByText('idle');
});

it('shows the failure and does not call while disabled', async () => {
  api.reply = () => ({ status: 404, data: { code: 404, message: 'not found' } });
  const { rerender } = render(<Probe id={1} enabled={false} />);
  expect(screen.getByText('idle')).toBeInTheDocument();
  expect(api.requests).toHaveLength(0);
  rerender(<Probe id={1} />);
  expect(await screen.findByText('error 404')).toBeInTheDocument();
});

it('aborts the call in flight on unmount', async () => {
  api.reply = () => ({ hang: true });
  const { unmount } = render(<Probe id={1} />);
  await waitFor(() => expect(api.requests).toHaveLength(1));
  const signal = api.requests[0]!.signal as AbortSignal;
  expect(signal.aborted).toBe(false);
  unmount();
  expect(signal.aborted).toBe(true);
});

it('starts from the server answers while a server-rendered page hydrates, and calls again after they are cleared', async () => {
  api.reply = (id) => ({ data: { code: 0, result: `fresh ${id}` } });
  setHydrationAnswers({ [requestKey(getName, { query: { id: 7 } })]: { data: 'server 7' } });
  try {
    const first = render(<Probe id={7} />);
    expect(screen.getByText('server 7')).toBeInTheDocument();
    expect(screen.getByText('idle')).toBeInTheDocument();
    await act(async () => undefined);
    expect(api.requests).toHaveLength(0);
    // another request of the same page is not in the answers: it is called
    first.rerender(<Probe id={8} />);
    expect(await screen.findByText('fresh 8')).toBeInTheDocument();
    first.unmount();
    clearHydrationAnswers();
    render(<Probe id={7} />);
    expect(await screen.findByText('fresh 7')).toBeInTheDocument();
  } finally {
    clearHydrationAnswers();
  }
});

it('starts from a not-found answer that came with the page, without calling', async () => {
  setHydrationAnswers({ [requestKey(getName, { query: { id: 5 } })]: { failure: { status: 404, code: 404, message: 'gone' } } });
  try {
    render(<Probe id={5} />);
    expect(screen.getByText('error 404')).toBeInTheDocument();
    expect(screen.getByText('idle')).toBeInTheDocument();
    await act(async () => undefined);
    expect(api.requests).toHaveLength(0);
  } finally {
    clearHydrationAnswers();
  }
});
