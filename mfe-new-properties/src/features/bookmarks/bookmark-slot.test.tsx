import { setRemoteLoader, type BookmarkButtonProps } from '@portal/shared/mf';
import { render, screen, waitFor } from '@testing-library/react';
import { NewEstateBookmark } from './bookmark-slot';

const LOADED = { timeout: 10_000 };
const Toggle = ({ sourceType, sourceId, signInHref }: BookmarkButtonProps) => <button type="button">{`${sourceType} ${sourceId} ${signInHref}`}</button>;

afterEach(() => setRemoteLoader(undefined));

describe('NewEstateBookmark', () => {
  it("renders the listings remote's toggle for the development, as a new-development bookmark", async () => {
    const load = jest.fn().mockResolvedValue({ default: Toggle });
    setRemoteLoader(load);
    render(<NewEstateBookmark estateId={80019} locale="zh-cn" />);
    expect(await screen.findByRole('button', { name: /^new 80019 \/zh-cn\// }, LOADED)).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('listings', 'BookmarkButton');
  });

  it('leaves nothing in its place when the listings remote is down', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteLoader(jest.fn().mockRejectedValue(new Error('down')));
    render(<div data-testid="host"><NewEstateBookmark estateId={1} locale="en-us" /></div>);
    // the failure reached the slot's boundary, which leaves its place empty
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[remote] listings/BookmarkButton is unavailable', 'down', expect.any(String)), LOADED);
    expect(screen.getByTestId('host')).toBeEmptyDOMElement();
    warn.mockRestore();
    error.mockRestore();
  });
});
