import { configureApi, isApiFailure } from '@portal/shared/api';
import { ANSWER, eventsOf, eventStream, refusal, SESSION_ID, streamApi, streamOf } from '../../../testing';
import { streamAnswer, type StreamEvent } from './stream-answer';

const stream = streamApi();

beforeEach(() => {
  configureApi({ baseURL: 'http://api.test/api/', getLanguage: () => 'en-us', getVisitorId: () => 'visitor-1', getToken: () => undefined, platform: () => 'mobile' });
});

const ask = (signal = new AbortController().signal) => {
  const events: StreamEvent[] = [];
  const done = streamAnswer({ sessionId: SESSION_ID, question: '2 bed Sha Tin under 6M', language: 'zh-cn', signal, onEvent: (e) => events.push(e) });
  return { events, done };
};

describe('streamAnswer', () => {
  it('posts the question with the common headers and hands over each event in order', async () => {
    stream.reply(() => eventStream(ANSWER));
    const { events, done } = ask();
    await done;
    expect(stream.calls()).toEqual([{
      body: { sessionId: SESSION_ID, question: '2 bed Sha Tin under 6M' },
      headers: expect.objectContaining({ language: 'zh-cn', visitorId: 'visitor-1', platform: 'mobile', cityen: 'hk' }),
    }]);
    expect(stream.calls()[0]!.headers.token).toBeUndefined();
    expect(events.map((e) => [e.event, e.data])).toEqual(eventsOf(ANSWER));
    expect(events.at(-1)).toEqual({ event: 'done', data: ANSWER });
  });

  it('hands over an event as soon as it has arrived, before the stream ends', async () => {
    const live = streamOf(ANSWER);
    stream.reply(() => live.response);
    const { events, done } = ask();
    live.next();
    await waitFor(() => events.length === 1);
    expect(events[0]!.event).toBe('understood');
    live.next();
    await waitFor(() => events.length === 2);
    live.close();
    await done;
  });

  it('stops reading when aborted, and cancels the stream', async () => {
    const live = streamOf(ANSWER);
    stream.reply(() => live.response);
    const controller = new AbortController();
    const { events, done } = ask(controller.signal);
    live.next();
    await waitFor(() => events.length === 1);
    controller.abort();
    await done;
    expect(live.cancelled).toBe(true);
    expect(events).toHaveLength(1);
  });

  it('rejects the API failure of a refusal before the stream (the question limit)', async () => {
    stream.reply(() => refusal(409, 'questionLimit', 'This conversation has reached its limit of 4 questions; please start a new one'));
    const failure = await ask().done.catch((e: unknown) => e);
    expect(isApiFailure(failure)).toBe(true);
    expect(failure).toMatchObject({ status: 409, messageKey: 'questionLimit', message: expect.stringContaining('limit of 4') });
  });

  it('passes on an error event sent after the stream opened', async () => {
    const live = streamOf(ANSWER);
    stream.reply(() => live.response);
    const { events, done } = ask();
    live.send('error', { message: 'Something went wrong' });
    live.close();
    await done;
    expect(events).toEqual([{ event: 'error', data: { message: 'Something went wrong' } }]);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}
