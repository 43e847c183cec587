import { applyEvent, endTurn, newTurn } from './turns';
import { ANSWER } from '../../../testing/answers';

describe('a turn of the conversation', () => {
  it('gathers the streamed pieces as they come, then takes the whole answer', () => {
    let turn = newTurn(1, 'Sha Tin 2 bed under 6M');
    turn = applyEvent(turn, { event: 'understood', data: { kind: 'results', filter: ANSWER.filter } });
    turn = applyEvent(turn, { event: 'results', data: ANSWER.results! });
    turn = applyEvent(turn, { event: 'text', data: { delta: 'I found 2 ' } });
    turn = applyEvent(turn, { event: 'text', data: { delta: 'flats.' } });
    expect(turn).toMatchObject({ status: 'streaming', kind: 'results', text: 'I found 2 flats.', results: ANSWER.results });
    turn = applyEvent(turn, { event: 'sources', data: ANSWER.sources });
    expect(turn.sources).toEqual(ANSWER.sources);
    turn = applyEvent(turn, { event: 'done', data: ANSWER });
    expect(turn).toMatchObject({ status: 'done', text: ANSWER.text, messageId: ANSWER.messageId });
  });

  it('fails with the message of an error event, and a stop keeps what arrived', () => {
    expect(applyEvent(newTurn(1, 'q'), { event: 'error', data: { message: 'Something went wrong' } })).toMatchObject({ status: 'failed', error: 'Something went wrong' });
    const partial = applyEvent(newTurn(2, 'q'), { event: 'text', data: { delta: 'I found' } });
    expect(endTurn(partial, 'stopped')).toMatchObject({ status: 'stopped', text: 'I found' });
  });

  it('a finished turn stays finished when the stream then ends', () => {
    const done = applyEvent(newTurn(1, 'q'), { event: 'done', data: ANSWER });
    expect(endTurn(done, 'failed', 'cut off')).toBe(done);
  });
});
