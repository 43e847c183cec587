import { deletePropertyByChatGpt, searchChatGptHistory } from '@portal/shared/endpoints';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, failure, withI18n } from '../../../testing';
import type { HistoryItem } from '../model/conversations';
import { ChatHistory } from './chat-history';

const api = fakeApi();
const item = (messageId: number, sessionId: string, question: string, total: number | null): HistoryItem => ({
  messageId, sessionId, question, kind: total === null ? 'clarify' : 'results', text: 'answer', total, cards: [], rating: null,
  createdAt: '2026-11-20T10:00:00Z',
});
const ITEMS = [item(3, 'session-b-000001', 'What about Tai Po?', 12), item(2, 'session-a-000001', 'cheaper', 4), item(1, 'session-a-000001', 'Sha Tin 2 bed under 6M', 9)];

afterEach(() => { document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'; });

describe('ChatHistory', () => {
  it('shows nothing and asks nothing for a visitor who is not signed in', () => {
    const { container } = render(withI18n(<ChatHistory locale="en-us" version={0} />));
    expect(container).toBeEmptyDOMElement();
    expect(api.paths()).toEqual([]);
  });

  it("lists a member's questions by conversation, and deletes one conversation on request", async () => {
    document.cookie = 'token=member-token; path=/';
    api.answer(searchChatGptHistory, { items: ITEMS, total: 3, pageIndex: 1, pageCount: 50 });
    api.answer(deletePropertyByChatGpt, { deleted: 2 });
    render(withI18n(<ChatHistory locale="en-us" version={0} />));
    const conversations = await screen.findAllByTestId('housegpt-history-conversation');
    expect(conversations.map((c) => within(c).getAllByRole('listitem').map((li) => li.firstChild?.textContent))).toEqual([
      ['What about Tai Po?'], ['cheaper', 'Sha Tin 2 bed under 6M'],
    ]);
    expect(conversations[1]).toHaveTextContent('4 listings');
    await userEvent.click(within(conversations[1]!).getByRole('button', { name: 'Delete this conversation' }));
    await waitFor(() => expect(screen.getAllByTestId('housegpt-history-conversation')).toHaveLength(1));
    expect(api.requests(deletePropertyByChatGpt).map((r) => r.body)).toEqual([{ sessionId: 'session-a-000001' }]);
    expect(screen.getByRole('status')).toHaveTextContent('The conversation was deleted.');
  });

  it('says so when the history cannot be loaded', async () => {
    document.cookie = 'token=member-token; path=/';
    api.answer(searchChatGptHistory, failure(500, 'Server error'));
    render(withI18n(<ChatHistory locale="en-us" version={0} />));
    expect(await screen.findByRole('heading', { name: 'Your past questions could not be loaded' })).toBeInTheDocument();
  });
});
