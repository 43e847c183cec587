import { CHAT_QUESTION_LIMIT } from '@portal/shared/contracts';
import { questionLimit } from './sessions';

describe('questionLimit', () => {
  it('is the contracts limit, or a smaller whole number from CHAT_QUESTION_LIMIT', () => {
    expect(questionLimit({})).toBe(CHAT_QUESTION_LIMIT);
    expect(questionLimit({ CHAT_QUESTION_LIMIT: '4' })).toBe(4);
    for (const bad of ['0', '-3', '2.5', 'many', String(CHAT_QUESTION_LIMIT + 1)]) {
      expect(questionLimit({ CHAT_QUESTION_LIMIT: bad })).toBe(CHAT_QUESTION_LIMIT);
    }
  });
});
