import { configureApi, readVisitorId, type ApiTransport } from '@portal/shared/api';
import { messagesApi } from './messages-api';

const form = { contactName: 'Chan Siu Ming', contactType: 'phone', contact: '91234567', content: 'Is it still available?', smsNotice: false, ownerOnly: false, agree: true };

function answering() {
  const transport = jest.fn<ReturnType<ApiTransport>, Parameters<ApiTransport>>(async (request) => ({
    data: { code: 0, result: String(request.url).endsWith('/GetVisitorId') ? { visitorId: 'v-42' } : { messageId: 7, message: 'ok' } },
    status: 200,
  }));
  configureApi({ baseURL: '/api', getLanguage: () => 'en-us', getVisitorId: () => readVisitorId(), transport });
  return transport;
}

describe('leaving a message as a visitor', () => {
  beforeEach(() => {
    localStorage.clear();
    for (const name of ['visitorId', 'token']) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it('gets a visitor id first, so the message is theirs to edit or delete later', async () => {
    const transport = answering();
    await messagesApi.add('S1', form as never, { captchaId: 'c1', value: 120 });
    const calls = transport.mock.calls.map(([c]) => [c.url, (c.headers as Record<string, unknown>).visitorId]);
    expect(calls).toEqual([['/User/GetVisitorId', undefined], ['/User/AddLeaveMessage', 'v-42']]);
  });

  it('asks for no visitor id when signed in', async () => {
    document.cookie = 'token=t-1; path=/';
    const transport = answering();
    await messagesApi.add('S1', form as never, { captchaId: 'c1', value: 120 });
    expect(transport.mock.calls.map(([c]) => c.url)).toEqual(['/User/AddLeaveMessage']);
  });
});
