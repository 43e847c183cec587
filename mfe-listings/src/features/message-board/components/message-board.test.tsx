import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubIntersectionObserver } from '@portal/shared/testing';
import { withI18n } from '../../../testing';
import { FakeCaptcha, fakeApi, message } from '../test-fakes';
import { MessageBoard } from './message-board';

const board = (api: ReturnType<typeof fakeApi>, lng?: 'en-us' | 'zh-cn') =>
  render(withI18n(<MessageBoard listingId="S100" termsHref="/terms" renderCaptcha={(s) => <FakeCaptcha {...s} />} api={api} />, lng));

describe('MessageBoard', () => {
  it('asks for the messages only once the board comes near the viewport', async () => {
    const observer = stubIntersectionObserver();
    try {
      const api = fakeApi([message({ messageId: 1 })]);
      const view = board(api);
      await act(async () => undefined);
      expect(api.list).not.toHaveBeenCalled();
      expect(screen.queryByRole('article')).toBeNull();
      act(() => observer.intersect(true));
      expect(await screen.findByRole('article', { name: 'Ms Wong' })).toBeInTheDocument();
      expect(api.list).toHaveBeenCalledTimes(1);
      // another listing in the same place waits to be near again
      view.rerender(withI18n(<MessageBoard listingId="S200" termsHref="/terms" renderCaptcha={(s) => <FakeCaptcha {...s} />} api={api} />));
      await act(async () => undefined);
      expect(api.list).toHaveBeenCalledTimes(1);
      act(() => observer.intersect(true));
      await waitFor(() => expect(api.list).toHaveBeenCalledWith('S200', 1, expect.any(AbortSignal)));
    } finally {
      observer.restore();
    }
  });

  it('lists the messages, marks owner-only ones and shows replies as text', async () => {
    const api = fakeApi([
      message({ messageId: 1, content: '<b>Is it still available?</b>', reply: 'Yes, viewing on weekends.' }),
      message({ messageId: 2, contactName: 'Mr Lee', ownerOnly: true, isMine: true, contact: '91234567' }),
    ]);
    board(api);
    expect(await screen.findByRole('heading', { name: 'Messages (2)' })).toBeInTheDocument();
    expect(api.list).toHaveBeenCalledWith('S100', 1, expect.any(AbortSignal));
    expect(screen.getByText('<b>Is it still available?</b>')).toBeInTheDocument();
    expect(screen.getByText("Owner's reply")).toBeInTheDocument();
    const lee = screen.getByRole('article', { name: 'Mr Lee' });
    expect(within(lee).getByText('Owner only')).toBeInTheDocument();
    expect(within(lee).getByText('Contact: 91234567')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Ms Wong' })).queryByRole('button')).toBeNull();
  });

  it('lets the author edit and delete their own message', async () => {
    const user = userEvent.setup();
    const api = fakeApi([message({ messageId: 7, isMine: true })]);
    board(api);
    const item = await screen.findByRole('article', { name: 'Ms Wong' });
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const box = await within(item).findByLabelText(/Edit your message/);
    await user.clear(box);
    await user.type(box, 'Is the price negotiable?');
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(api.update).toHaveBeenCalledWith(7, { content: 'Is the price negotiable?' });
    expect(await within(item).findByText('Is the price negotiable?')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('group', { name: 'Delete this message?' })).getByRole('button', { name: 'Delete' }));
    expect(api.remove).toHaveBeenCalledWith(7);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Message deleted');
  });

  it('shows Edit failure when the server refuses the edit', async () => {
    const user = userEvent.setup();
    const api = fakeApi([message({ messageId: 3, isMine: true })]);
    api.update.mockRejectedValueOnce(new Error('403'));
    board(api);
    const item = await screen.findByRole('article', { name: 'Ms Wong' });
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(await within(item).findByText('Edit failure')).toBeInTheDocument();
  });

  it('lets the listing owner reply', async () => {
    const user = userEvent.setup();
    const api = fakeApi([message({ messageId: 9, isOwner: true })]);
    board(api, 'zh-cn');
    const item = await screen.findByRole('article', { name: 'Ms Wong' });
    await user.click(within(item).getByRole('button', { name: '回复' }));
    await user.type(within(item).getByLabelText(/你的回复/), '仍然放售，欢迎预约。');
    await user.click(within(item).getByRole('button', { name: '发布回复' }));
    expect(api.reply).toHaveBeenCalledWith(9, '仍然放售，欢迎预约。');
    expect(await within(item).findByText('业主回复')).toBeInTheDocument();
  });

  it('shows empty and error states', async () => {
    const user = userEvent.setup();
    const api = fakeApi([]);
    api.list.mockRejectedValueOnce(new Error('offline'));
    board(api);
    expect(await screen.findByText('The messages could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });
});
