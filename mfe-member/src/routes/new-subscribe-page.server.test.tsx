/**
 * @jest-environment node
 */
import { i18nReady } from '@portal/shared/i18n';
import { answerApi, GSCOPE, renderOnServer, withI18n } from '../testing';
import NewSubscribePage from './new-subscribe-page';

// importing the page registers its messages, which starts loading them into the page i18n: let it finish
afterAll(() => i18nReady());

describe('NewSubscribePage on the server', () => {
  it('renders with the districts in it, and sends the answer with the page for hydration', async () => {
    answerApi({ '/DictionaryInfo/GetGscope': GSCOPE }, 'zh-hk');
    const { html, answers } = await renderOnServer(withI18n(<NewSubscribePage routeName="newSubscribe" params={{}} locale="zh-hk" search="" />, 'zh-hk'), 'zh-hk');
    expect(html).toContain('<h1>新增訂閱</h1>');
    expect(html).toContain('Yau Tsim Mong');
    expect(html).toContain('共 3 個地區');
    expect(Object.values(answers)).toEqual([{ data: GSCOPE }]);
  });
});
