import { addOrUpdatePropertyChatGptEvaluate, getNewSessionForChatGpt } from '@portal/shared/endpoints';
import { render, screen, waitFor, within } from '@testing-library/react';
import { ANSWER, chatPageApi, CLARIFY_ANSWER, EVALUATION_ANSWER, eventStream, inApp, LIMIT, SESSION_ID, startChat, streamOf } from '../testing';
import HousegptPage from './housegpt-page';

const LOADED = { timeout: 10_000 };
const { api, stream } = chatPageApi();
const page = <HousegptPage routeName="housegpt" params={{}} locale="en-us" search="" />;

describe('HousegptPage: the disclaimer', () => {
  it('comes first; agreeing starts a conversation for the visitor, remembered on request, and puts the cursor in the question box', async () => {
    const { box } = await startChat(page, { remember: true });
    expect(api.requests(getNewSessionForChatGpt).map((r) => r.body)).toEqual([{ disclaimerAccepted: true, remember: true }]);
    expect(localStorage.getItem('visitorId')).toContain('visitor-test-1');
    expect(box).toHaveFocus();
    expect(screen.getByTestId('housegpt-count')).toHaveTextContent(`Question 0 of ${LIMIT}`);
  });

  it('once remembered, the next visit opens the chat without asking', async () => {
    localStorage.setItem('visitorId', JSON.stringify('visitor-test-1'));
    localStorage.setItem('hh:housegpt:disclaimer', 'true');
    render(inApp(page, { path: '/en-us/housegpt' }));
    expect(await screen.findByRole('textbox', { name: 'Your question' }, LOADED)).toBeInTheDocument();
    expect(api.requests(getNewSessionForChatGpt).map((r) => r.body)).toEqual([{ disclaimerAccepted: false, remember: false }]);
  });
});

describe('HousegptPage: asking', () => {
  it('Enter sends, the answer streams in (cards before the text ends), with its count, price range and source', async () => {
    const live = streamOf(ANSWER);
    stream.reply(() => live.response);
    const { user, box } = await startChat(page);
    await user.type(box, 'Sha Tin 2 bed{Shift>}{Enter}{/Shift}under 6M');
    expect(box).toHaveValue('Sha Tin 2 bed\nunder 6M');
    await user.keyboard('{Enter}');
    expect(stream.calls()[0]!.body).toEqual({ sessionId: SESSION_ID, question: 'Sha Tin 2 bed\nunder 6M' });
    live.next();
    live.next();
    const answer = await screen.findByTestId('housegpt-answer');
    await waitFor(() => expect(within(answer).getAllByTestId('housegpt-card')).toHaveLength(2));
    expect(answer).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(answer).not.toHaveTextContent('Here are 2');
    live.rest();
    await waitFor(() => expect(answer).toHaveAttribute('data-status', 'done'));
    expect(answer).toHaveTextContent(ANSWER.text);
    expect(within(answer).getByTestId('housegpt-total')).toHaveTextContent('2 listings found · Prices from $5.2M to $5.9M');
    expect(answer).toHaveTextContent('From: Listings matching the filter (2 in all)');
    const links = within(answer).getAllByRole('link').filter((a) => a.closest('[data-testid="housegpt-card"]'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/en-us/buy-property-S1000066.html', '/en-us/buy-property-S1000071.html']);
    expect(links[1]).toHaveTextContent('High floor <b>view</b> flat');
    expect(screen.getByTestId('housegpt-count')).toHaveTextContent(`Question 1 of ${LIMIT}`);
    expect(box).toHaveFocus();
  });

  it('Stop ends the stream and keeps what arrived', async () => {
    const live = streamOf(ANSWER);
    stream.reply(() => live.response);
    const { user, box } = await startChat(page);
    await user.type(box, 'Sha Tin 2 bed under 6M{Enter}');
    live.next();
    live.next();
    await screen.findAllByTestId('housegpt-card');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(screen.getByTestId('housegpt-answer')).toHaveAttribute('data-status', 'stopped'));
    expect(live.cancelled).toBe(true);
    expect(screen.getByText('Stopped. The answer above is incomplete.')).toBeInTheDocument();
    expect(screen.getAllByTestId('housegpt-card')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('a question it cannot read gets a question back, and nothing is searched', async () => {
    stream.reply(() => eventStream(CLARIFY_ANSWER));
    const { user, box } = await startChat(page);
    await user.type(box, 'hmm{Enter}');
    const answer = await screen.findByTestId('housegpt-answer');
    await waitFor(() => expect(answer).toHaveAttribute('data-status', 'done'));
    expect(answer).toHaveAttribute('data-kind', 'clarify');
    expect(answer).toHaveTextContent(CLARIFY_ANSWER.text);
    expect(screen.queryByTestId('housegpt-card')).toBeNull();
  });

  it("a listing's evaluation shows its estate's deals and where they come from", async () => {
    stream.reply(() => eventStream(EVALUATION_ANSWER));
    const { user, box } = await startChat(page);
    await user.type(box, 'How much is S1000066 worth?{Enter}');
    const evaluation = await screen.findByTestId('housegpt-evaluation');
    expect(within(evaluation).getByRole('heading', { name: 'City One Shatin: sale deals of the last 12 months' })).toBeInTheDocument();
    expect(evaluation).toHaveTextContent('$12,400');
    expect(within(evaluation).getByTestId('housegpt-deal-count')).toHaveTextContent('3');
    expect(within(evaluation).getAllByTestId('housegpt-deal')).toHaveLength(3);
    expect(evaluation).toHaveTextContent('From: City One Shatin: sale deals of the last 12 months (3)');
    expect(screen.getByRole('link', { name: 'See them' })).toHaveAttribute('href', '/en-us/estate-7');
  });

  it('a complete answer can be rated from 1 to 5', async () => {
    stream.reply(() => eventStream(ANSWER));
    api.answer(addOrUpdatePropertyChatGptEvaluate, (request) => request.body as { messageId: number; rating: number });
    const { user, box } = await startChat(page);
    await user.type(box, 'Sha Tin 2 bed under 6M{Enter}');
    const rating = await screen.findByRole('group', { name: 'Rate this answer' });
    await user.click(within(rating).getByRole('button', { name: '4 stars' }));
    expect(await within(rating).findByText('Thank you for your rating.')).toBeInTheDocument();
    expect(api.requests(addOrUpdatePropertyChatGptEvaluate).map((r) => r.body)).toEqual([{ messageId: ANSWER.messageId, rating: 4 }]);
    expect(within(rating).getByRole('button', { name: '4 stars' })).toHaveAttribute('aria-pressed', 'true');
  });
});
