import { conversationsOf, type HistoryItem } from './conversations';

const item = (messageId: number, sessionId: string): HistoryItem => ({
  messageId, sessionId, question: `q${messageId}`, kind: 'results', text: 't', total: 1, cards: [], rating: null, createdAt: '2026-11-20T10:00:00Z',
});

describe('conversationsOf', () => {
  it('groups the newest-first items by conversation, keeping both orders', () => {
    const groups = conversationsOf([item(5, 'b'), item(4, 'a'), item(3, 'b'), item(1, 'a')]);
    expect(groups.map((g) => [g.sessionId, g.items.map((i) => i.messageId)])).toEqual([['b', [5, 3]], ['a', [4, 1]]]);
  });

  it('is empty without items', () => {
    expect(conversationsOf([])).toEqual([]);
  });
});
