/**
 * @jest-environment node
 */
import { i18nReady } from '@portal/shared/i18n';
import { answerApi, deal, dealPage, inApp, listing, renderOnServer, roomTypeDetail, roomTypeList } from '../testing';
import EstateSaleDetailPage from './estate-sale-detail-page';
import RoomTypeDetailPage from './room-type-detail-page';

afterAll(() => i18nReady());

describe('room type and sale detail pages on the server', () => {
  it('renders a room type with its data in each language and sends the answer with the page', async () => {
    for (const [locale, prefix, title] of [['zh-hk', '', 'B 室間隔'], ['zh-cn', '/zh-cn', 'B 室户型'], ['en-us', '/en-us', 'flat B layout']] as const) {
      answerApi({ '/Estate/GetEstateRoomType': roomTypeDetail() }, locale);
      const page = <RoomTypeDetailPage routeName="roomTypeDetail" params={{ id: 'B7' }} locale={locale} search="" />;
      const { html, answers } = await renderOnServer(inApp(page, { path: `${prefix}/room-type-detail/B7`, locale }), locale);
      expect([locale, html.includes(title)]).toEqual([locale, true]);
      expect(html).toContain(`href="${prefix}/deal/501"`);
      expect(html).toContain(`href="${prefix}/room-type-detail/A7"`);
      expect(html).toContain(`href="${prefix}/buy-property-S1000001.html"`);
      expect(Object.keys(answers).filter((k) => k.includes('GetEstateRoomType'))).toHaveLength(1);
    }
  });

  it('renders the sale overview with its listings and latest sales', async () => {
    answerApi({
      '/Estate/GetEstateRoomTypeList': roomTypeList(),
      '/Property/SearchProperty': { items: [listing('S1000001', 1, 6_200_000)], total: 1, pageIndex: 1, pageCount: 20 },
      '/Deal/GetEstateDealByEsateId': dealPage([deal(501)], 1),
    }, 'zh-hk');
    const page = <EstateSaleDetailPage routeName="estateSaleDetail" params={{}} locale="zh-hk" search="?id=7" />;
    const { html } = await renderOnServer(inApp(page, { path: '/estate-sale-detail?id=7', locale: 'zh-hk' }), 'zh-hk');
    expect(html).toContain('Taikoo Shing：放售單位');
    expect(html).toContain('比成交高 10%');
    expect(html).toContain('href="/room-type-detail/B7"');
    expect(html).toContain('href="/buy-property-S1000001.html"');
    expect(html).toContain('href="/deal/501"');
  });
});
