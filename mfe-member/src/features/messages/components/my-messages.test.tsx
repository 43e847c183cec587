import type { MyLeaveMessage } from '@portal/shared/contracts';
import { deleteLeaveMessage, searchMyLeaveMessage, searchOwnListing } from '@portal/shared/endpoints';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@portal/shared/ui';
import { failure, fakeApi, inApp } from '../../../testing';
import { MessagesInbox, type MessageTab } from './messages-inbox';
import { MyMessages } from './my-messages';

const api = fakeApi();
const LOADED = { timeout: 10_000 };

const mine = (over: Partial<MyLeaveMessage> = {}): MyLeaveMessage => ({
  messageId: 11, listingId: '120034', contactName: 'Chan Tai Man', contactType: 'phone', contact: '91234567', content: 'Can I view it on Saturday?',
  ownerOnly: false, smsNotice: true, reply: 'Saturday 3 pm is fine.', repliedAt: '2026-04-03T09:00:00.000Z', createdAt: '2026-04-02T08:00:00.000Z',
  updatedAt: '2026-04-03T09:00:00.000Z', isMine: true, isOwner: false,
  listing: { listingId: '120034', titleWithCulture: 'Taikoo Shing, Kam Din Terrace, high floor', estateNameWithCulture: 'Taikoo Shing', rentalType: 1, path: '/en-us/buy-property-120034.html' },
  ...over,
});
const page = (items: MyLeaveMessage[], total = items.length, pageIndex = 1) => ({ items, total, pageIndex, pageCount: 20 });
const list = (pageNo = 1, locale: 'en-us' | 'zh-hk' = 'en-us') =>
  inApp(<MyMessages locale={locale} page={pageNo} hrefFor={(p) => `/en-us/member/messages?type=elsewhere&page=${p}`} />, { path: '/en-us/member/messages', locale });

describe('MyMessages (my messages elsewhere)', () => {
  it('shows each thread: the listing linked with its estate, the message, the owner’s reply or none yet', async () => {
    api.answer(searchMyLeaveMessage, page([
      mine(),
      mine({ messageId: 12, reply: null, repliedAt: null, ownerOnly: true, content: 'Are pets allowed? <b>really</b>',
        listing: { listingId: 'R9', titleWithCulture: 'Mei Foo flat', estateNameWithCulture: null, rentalType: 2, path: null } }),
    ]));
    render(list());
    const [first, second] = await screen.findAllByTestId('my-message', {}, LOADED);
    expect(within(first!).getByRole('link', { name: 'Taikoo Shing, Kam Din Terrace, high floor' })).toHaveAttribute('href', '/en-us/buy-property-120034.html');
    expect(within(first!).getByText('Taikoo Shing')).toBeInTheDocument();
    expect(within(first!).getByText('Can I view it on Saturday?')).toBeInTheDocument();
    expect(within(first!).getByText('Saturday 3 pm is fine.')).toBeInTheDocument();
    expect(within(first!).getByText(/^The owner's reply, /)).toBeInTheDocument();
    // a gone listing: its title without a link; a message without a reply; user text stays text
    expect(within(second!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(second!).getByText('This listing is no longer available')).toBeInTheDocument();
    expect(within(second!).getByText('No reply yet')).toBeInTheDocument();
    expect(within(second!).getByText(/Only the owner sees it/)).toBeInTheDocument();
    expect(within(second!).getByText('Are pets allowed? <b>really</b>')).toBeInTheDocument();
    expect(screen.getByText('Your messages: 2')).toBeInTheDocument();
    expect(api.requests(searchMyLeaveMessage)[0]?.body).toEqual({ pageIndex: 1, pageCount: 20 });
  });

  it('deletes a message only after the confirmation, then reloads the list', async () => {
    let items = [mine()];
    api.answer(searchMyLeaveMessage, () => page(items));
    api.answer(deleteLeaveMessage, () => {
      items = [];
      return { deleted: true, message: 'Message deleted' };
    });
    const user = userEvent.setup();
    render(list());
    const row = await screen.findByTestId('my-message', {}, LOADED);
    await user.click(within(row).getByRole('button', { name: 'Delete your message on Taikoo Shing, Kam Din Terrace, high floor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(api.requests(deleteLeaveMessage)).toEqual([]);
    await user.click(within(row).getByRole('button', { name: /^Delete your message/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText("You have not left a message on anyone else's listing yet")).toBeInTheDocument();
    expect(api.requests(deleteLeaveMessage)[0]?.query.messageId).toBe('11');
  });

  it('says why a delete failed and keeps the message', async () => {
    api.answer(searchMyLeaveMessage, page([mine()]));
    api.answer(deleteLeaveMessage, failure(403, 'You are not allowed to do this'));
    const user = userEvent.setup();
    render(<>{list()}<Toaster /></>);
    await user.click(await screen.findByRole('button', { name: /^Delete your message/ }, LOADED));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You are not allowed to do this')).toBeInTheDocument();
    expect(screen.getByTestId('my-message')).toBeInTheDocument();
  });

  it('pages through page links, asking the API for the page', async () => {
    api.answer(searchMyLeaveMessage, page([mine()], 45, 2));
    render(list(2));
    await screen.findByTestId('my-message', {}, LOADED);
    expect(api.requests(searchMyLeaveMessage)[0]?.body).toEqual({ pageIndex: 2, pageCount: 20 });
    expect(screen.getByRole('link', { name: /3/ })).toHaveAttribute('href', '/en-us/member/messages?type=elsewhere&page=3');
  });

  it('has an empty state, and an error state with a retry', async () => {
    let calls = 0;
    api.answer(searchMyLeaveMessage, () => (++calls === 1 ? failure(500, 'Server error') : page([])));
    const user = userEvent.setup();
    render(list());
    expect(await screen.findByText('The messages could not be loaded', {}, LOADED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByText("You have not left a message on anyone else's listing yet")).toBeInTheDocument();
  });

  it('speaks the page’s language (zh-hk)', async () => {
    api.answer(searchMyLeaveMessage, page([mine({ reply: null, repliedAt: null })]));
    render(list(1, 'zh-hk'));
    const row = await screen.findByTestId('my-message', {}, LOADED);
    expect(within(row).getByText('業主暫未回覆')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '刪除你在 Taikoo Shing, Kam Din Terrace, high floor 的留言' })).toBeInTheDocument();
  });
});

describe('MessagesInbox', () => {
  const inbox = (tab: MessageTab, onTab = jest.fn()) =>
    inApp(<MessagesInbox locale="en-us" tab={tab} page={1} hrefFor={(t, p) => `/en-us/member/messages?type=${t}&page=${p}`} onTab={onTab} />, { path: '/en-us/member/messages' });

  it('opens on the messages on my listings; the other tab is reached by keyboard', async () => {
    api.answer(searchOwnListing, { items: [], total: 0, pageIndex: 1, pageCount: 50 });
    const onTab = jest.fn();
    const user = userEvent.setup();
    render(inbox('mine', onTab));
    expect(screen.getByRole('tab', { name: 'On my listings' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Messages on your listings show here once you list a flat', {}, LOADED)).toBeInTheDocument();
    expect(api.requests(searchMyLeaveMessage)).toEqual([]);
    screen.getByRole('tab', { name: 'On my listings' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(onTab).toHaveBeenCalledWith('elsewhere');
  });

  it('shows my messages elsewhere on its tab, without asking for my listings', async () => {
    api.answer(searchMyLeaveMessage, page([mine()]));
    render(inbox('elsewhere'));
    expect(screen.getByRole('tab', { name: 'My messages elsewhere' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('my-message', {}, LOADED)).toBeInTheDocument();
    expect(api.requests(searchOwnListing)).toEqual([]);
  });
});
