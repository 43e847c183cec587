import { CHAT_QUESTION_MAX } from '@portal/shared/contracts';
import { QUESTION_MAX } from './composer';

test("the question box takes as many characters as the API reads", () => {
  expect(QUESTION_MAX).toBe(CHAT_QUESTION_MAX);
});
