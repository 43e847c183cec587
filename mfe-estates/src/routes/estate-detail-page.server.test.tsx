/**
 * @jest-environment node
 */
import { i18nReady } from '@portal/shared/i18n';
import { ESTATE, answerApi, deal, dealPage, inApp, renderOnServer } from '../testing';
import EstateDetailPage from './estate-detail-page';

afterAll(() => i18nReady());

describe('EstateDetailPage on the server', () => {
  it('renders the estate and the chosen tab with its data, and sends the answers with the page', async () => {
    answerApi({ '/Estate/GetEstate': { ...ESTATE, estateNameWithCulture: '太古城' }, '/Deal/GetEstateDealByEsateId': dealPage([deal(501)], 1) }, 'zh-hk');
    const page = <EstateDetailPage routeName="estateDetail" params={{ propertyId: '7' }} locale="zh-hk" search="?tab=deals" />;
    const { html, answers } = await renderOnServer(inApp(page, { path: '/estate-7?tab=deals', locale: 'zh-hk' }), 'zh-hk');
    expect(html).toContain('太古城');
    expect(html).toContain('最近 12 個月成交');
    expect(html).toContain('href="/deal/501"');
    expect(html).toContain('升 19.2%');
    expect(Object.keys(answers).filter((k) => k.includes('GetEstate') || k.includes('GetEstateDealByEsateId'))).toHaveLength(2);
  });

  it('draws the price trend chart in the HTML', async () => {
    answerApi({ '/Estate/GetEstate': ESTATE }, 'en-us');
    const page = <EstateDetailPage routeName="estateDetail" params={{ propertyId: '7' }} locale="en-us" search="?tab=trend" />;
    const { html } = await renderOnServer(inApp(page, { path: '/en-us/estate-7?tab=trend', locale: 'en-us' }), 'en-us');
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toMatch(/<path d="M0 [\d.]+ L/);
    expect(html).toContain('$15,820/ft²');
  });
});
