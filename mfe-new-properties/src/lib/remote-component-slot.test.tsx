import { act, fireEvent, render, screen } from '@testing-library/react';
import { RemoteComponentSlot } from './remote-component-slot';

const LOADED = { timeout: 10_000 };
const Toggle = ({ sourceId }: { sourceId: string }) => <button type="button">{`bookmark ${sourceId}`}</button>;

describe('RemoteComponentSlot', () => {
  it('loads the other remote\'s component after hydration and renders it with the props', async () => {
    const load = jest.fn().mockResolvedValue({ default: Toggle });
    render(<RemoteComponentSlot remote="listings" exposed="BookmarkButton" props={{ sourceId: '80019' }} load={load} loading={<p>loading</p>} unavailable={() => <p>down</p>} />);
    expect(await screen.findByRole('button', { name: 'bookmark 80019' }, LOADED)).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('listings', 'BookmarkButton', false);
  });

  it('shows its stand-in when the remote fails, and a retry asks again with force', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ default: Toggle });
    render(
      <RemoteComponentSlot remote="listings" exposed="BookmarkButton" props={{ sourceId: '1' }} load={load} loading={<p>loading</p>}
        unavailable={(retry) => <button type="button" onClick={retry}>retry</button>} />,
    );
    const retry = await screen.findByRole('button', { name: 'retry' }, LOADED);
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByRole('button', { name: 'bookmark 1' }, LOADED)).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('listings', 'BookmarkButton', true);
    expect(warn).toHaveBeenCalledWith('[remote] listings/BookmarkButton could not be loaded:', 'down');
    warn.mockRestore();
    error.mockRestore();
  });
});
