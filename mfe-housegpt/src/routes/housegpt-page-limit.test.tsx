import { getNewSessionForChatGpt } from '@portal/shared/endpoints';
import { screen, waitFor } from '@testing-library/react';
import { ANSWER, chatPageApi, eventStream, LIMIT, refusal, SESSION_ID, startChat } from '../testing';
import HousegptPage from './housegpt-page';

const { api, stream } = chatPageApi();
const page = (locale: 'en-us' | 'zh-cn' = 'en-us') => <HousegptPage routeName="housegpt" params={{}} locale={locale} search="" />;

describe('HousegptPage: the question limit', () => {
  it('at the limit the question box gives way to "new conversation", which starts over with the count at 0', async () => {
    stream.reply(() => eventStream({ ...ANSWER, questionsUsed: LIMIT }));
    const { user, box } = await startChat(page());
    await user.type(box, 'Sha Tin 2 bed under 6M{Enter}');
    const restart = await screen.findByRole('button', { name: 'New conversation' });
    expect(screen.getByText(`This conversation has reached its limit of ${LIMIT} questions.`)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(restart).toHaveFocus());
    await user.click(restart);
    expect(await screen.findByRole('textbox', { name: 'Your question' })).toHaveFocus();
    expect(screen.queryByTestId('housegpt-answer')).toBeNull();
    expect(screen.getByTestId('housegpt-count')).toHaveTextContent(`Question 0 of ${LIMIT}`);
    expect(screen.getByText('A new conversation has started.')).toHaveAttribute('role', 'status');
    expect(api.requests(getNewSessionForChatGpt)).toHaveLength(2);
    stream.reply(() => eventStream(ANSWER));
    await user.type(screen.getByRole('textbox'), 'Tai Po{Enter}');
    expect(stream.calls().at(-1)!.body.sessionId).toBe(`${SESSION_ID}-2`);
  });

  it("the API's refusal at the limit ends the conversation the same way, with its message", async () => {
    stream.reply(() => refusal(409, 'questionLimit', 'This conversation has reached its limit of 4 questions; please start a new one'));
    const { user, box } = await startChat(page());
    await user.type(box, 'Tai Po{Enter}');
    expect(await screen.findByRole('button', { name: 'New conversation' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('please start a new one');
    expect(screen.getByTestId('housegpt-count')).toHaveTextContent(`Question ${LIMIT} of ${LIMIT}`);
  });

  it('in Simplified Chinese, asking in the page language', async () => {
    stream.reply(() => eventStream(ANSWER));
    const { user, box } = await startChat(page('zh-cn'), { locale: 'zh-cn' });
    expect(screen.getByRole('heading', { level: 1, name: 'HouseGPT 置业助手' })).toBeInTheDocument();
    expect(screen.getByTestId('housegpt-count')).toHaveTextContent(`第 0 条问题，上限 ${LIMIT} 条`);
    await user.type(box, '沙田两房600万以内{Enter}');
    expect(await screen.findByText('找到 2 个盘')).toBeInTheDocument();
    expect(stream.calls()[0]!.headers.language).toBe('zh-cn');
    expect(screen.getAllByTestId('housegpt-card')[0]!.querySelector('a')).toHaveAttribute('href', '/zh-cn/buy-property-S1000066.html');
  });
});
