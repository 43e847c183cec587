import type { AxiosAdapter } from 'axios';
import { configureApi, readVisitorId } from '@portal/shared/api';
import { messagesApi } from './messages-api';

const form = { contactName: 'Chan Siu Ming', contactType: 'phone', contact: '91234567', content: 'Is it still available?', smsNotice: false, ownerOnly: false, agree: true };

function answering() {
  const adapter = jest.fn<ReturnType<AxiosAdapter>, Parameters<AxiosAdapter>>(async (config) => ({
    data: { code: 0, result: String(config.url).endsWith('/GetVisitorId') ? { visitorId: 'v-42' } : { messageId: 7, message: 'ok' } },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  }));
  configureApi({ baseURL: '/api', getLanguage: () => 'en-us', getVisitorId: () => readVisitorId(), adapter });
  return adapter;
}

describe('leaving a message as a visitor', () => {
  beforeEach(() => {
    localStorage.clear();
    for (const name of ['visitorId', 'token']) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it('gets a visitor id first, so the message is theirs to edit or delete later', async () => {
    const adapter = answering();
    await messagesApi.add('S1', form as never, { captchaId: 'c1', value: 120 });
    const calls = adapter.mock.calls.map(([c]) => [c.url, (c.headers as Record<string, unknown>).visitorId]);
    expect(calls).toEqual([['/User/GetVisitorId', undefined], ['/User/AddLeaveMessage', 'v-42']]);
  });

  it('asks for no visitor id when signed in', async () => {
    document.cookie = 'token=t-1; path=/';
    const adapter = answering();
    await messagesApi.add('S1', form as never, { captchaId: 'c1', value: 120 });
    expect(adapter.mock.calls.map(([c]) => c.url)).toEqual(['/User/AddLeaveMessage']);
  });
});
