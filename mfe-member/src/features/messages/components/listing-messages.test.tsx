import type { LeaveMessage } from '@portal/shared/contracts';
import { deleteLeaveMessage, replyLeaveMessage, searchLeaveMessage } from '@portal/shared/endpoints';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, inApp } from '../../../testing';
import { ListingMessages } from './listing-messages';

const api = fakeApi();
const LOADED = { timeout: 10_000 };

const message = (over: Partial<LeaveMessage>): LeaveMessage => ({
  messageId: 1, listingId: 'S9001', contactName: 'Ms Lee', contactType: 'phone', contact: '91234567', content: 'Is the flat still available?', ownerOnly: true,
  smsNotice: false, reply: null, repliedAt: null, createdAt: '2026-04-02T08:00:00.000Z', updatedAt: '2026-04-02T08:00:00.000Z', isMine: false, isOwner: true, ...over,
});

describe('ListingMessages', () => {
  it('lets the owner reply to and delete a message, with its contact and owner-only mark', async () => {
    let items = [message({})];
    api.answer(searchLeaveMessage, () => ({ items, total: items.length, pageIndex: 1, pageCount: 50 }));
    api.answer(replyLeaveMessage, () => {
      items = [message({ reply: 'Yes, call me', repliedAt: '2026-04-02T09:00:00.000Z' })];
      return items[0]!;
    });
    api.answer(deleteLeaveMessage, () => {
      items = [];
      return { deleted: true, message: 'Message deleted' };
    });
    const user = userEvent.setup();
    render(inApp(<ListingMessages listingId="S9001" locale="en-us" />, { path: '/en-us/member/messages' }));
    const row = await screen.findByTestId('member-message', {}, LOADED);
    expect(within(row).getByText('Ms Lee · 91234567')).toBeInTheDocument();
    expect(within(row).getByText(/Only you see it/)).toBeInTheDocument();
    await user.type(within(row).getByLabelText('Your reply'), 'Yes, call me');
    await user.click(within(row).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(api.requests(replyLeaveMessage)[0]?.body).toEqual({ messageId: 1, reply: 'Yes, call me' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests(deleteLeaveMessage)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No messages on this listing')).toBeInTheDocument();
  });

  it("offers neither reply nor delete on someone else's message", async () => {
    api.answer(searchLeaveMessage, { items: [message({ isOwner: false, contact: null })], total: 1, pageIndex: 1, pageCount: 50 });
    render(inApp(<ListingMessages listingId="S9001" locale="en-us" />, { path: '/en-us/member/messages' }));
    await screen.findByTestId('member-message', {}, LOADED);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Ms Lee')).toBeInTheDocument();
  });
});
