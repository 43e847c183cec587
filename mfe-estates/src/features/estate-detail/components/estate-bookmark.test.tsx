import { setRemoteLoader, type BookmarkButtonProps } from '@portal/shared/mf';
import { render, screen, waitFor } from '@testing-library/react';
import { EstateBookmark } from './estate-bookmark';

const LOADED = { timeout: 10_000 };
const Toggle = ({ sourceType, sourceId, signInHref }: BookmarkButtonProps) => <button type="button">{`${sourceType} ${sourceId} ${signInHref}`}</button>;

afterEach(() => setRemoteLoader(undefined));

describe('EstateBookmark', () => {
  it("renders the listings remote's toggle for the estate, as an estate bookmark", async () => {
    const load = jest.fn().mockResolvedValue({ default: Toggle });
    setRemoteLoader(load);
    render(<EstateBookmark estateId={7} locale="en-us" />);
    expect(await screen.findByRole('button', { name: 'estate 7 /en-us/member/sign-in' }, LOADED)).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('listings', 'BookmarkButton');
  });

  it('leaves nothing in its place when the listings remote is down', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteLoader(jest.fn().mockRejectedValue(new Error('down')));
    render(<div data-testid="host"><EstateBookmark estateId={7} locale="en-us" /></div>);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[remote] listings/BookmarkButton is unavailable', 'down', expect.any(String)), LOADED);
    expect(screen.getByTestId('host')).toBeEmptyDOMElement();
    warn.mockRestore();
    error.mockRestore();
  });
});
