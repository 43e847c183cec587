/**
 * @jest-environment node
 */
import { i18nReady } from '@portal/shared/i18n';
import { answerApi, estateItem, estatePage, inApp, renderOnServer, REFERENCE_ANSWERS } from '../testing';
import EstateListPage from './estate-list-page';

afterAll(() => i18nReady());

describe('EstateListPage on the server', () => {
  it('renders the estates, the filter lists and the chips, and sends the answers with the page', async () => {
    answerApi({ ...REFERENCE_ANSWERS, '/DictionaryInfo/SearchDictionaryInfo': [], '/Estate/SearchEstate': estatePage([estateItem(7, '太古城')], 1) }, 'zh-hk');
    const page = <EstateListPage routeName="estateList" params={{ filter: 'hk02' }} locale="zh-hk" search="" />;
    const { html, answers } = await renderOnServer(inApp(page, { path: '/estate/hk02/', locale: 'zh-hk' }), 'zh-hk');
    expect(html).toContain('<h1');
    expect(html).toContain('太古城');
    expect(html).toContain('共 1 個屋苑');
    expect(html).toContain('href="/estate-7"');
    expect(html).toContain('Central and Western');
    expect(Object.keys(answers).some((k) => k.includes('SearchEstate'))).toBe(true);
  });
});
