import { chatAnswerSchema } from '@portal/shared/contracts';
import { ANSWER, CLARIFY_ANSWER, EVALUATION_ANSWER } from './answers';

describe('the test answers', () => {
  it.each([['search', ANSWER], ['evaluation', EVALUATION_ANSWER], ['question back', CLARIFY_ANSWER]])('%s matches the contract', (_, answer) => {
    expect(chatAnswerSchema.parse(answer)).toEqual(answer);
  });
});
