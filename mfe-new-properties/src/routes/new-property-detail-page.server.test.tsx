/**
 * @jest-environment node
 */
import { i18nReady } from '@portal/shared/i18n';
import { MemoryRouter } from 'react-router';
import { answerApi, DETAIL, renderOnServer, ROOM_TYPES, TOWERS, UNITS, withI18n } from '../testing';
import NewPropertyDetailPage from './new-property-detail-page';

afterAll(() => i18nReady());

const renderTab = (tertiary: string, search: string, locale: 'zh-cn' | 'zh-hk') =>
  renderOnServer(
    withI18n(
      <MemoryRouter initialEntries={[`/new-property-80019/${tertiary}${search}`]}>
        <NewPropertyDetailPage routeName="newPropertyDetail" params={{ propertyId: '80019', tertiary }} locale={locale} search={search} />
      </MemoryRouter>,
      locale,
    ),
    locale,
  );

describe('NewPropertyDetailPage on the server', () => {
  it('renders the filtered price list with the development, in Chinese, and sends every answer for hydration', async () => {
    answerApi({
      '/NewEstate/GetNewEstateById': DETAIL, '/NewEstate/GetNewEstateBuildingPlanInfoByEstateId': TOWERS,
      '/NewEstate/GetNewEstateRoomTypeList': ROOM_TYPES, '/NewEstate/GetNewEstateRoomById': { items: UNITS, total: 3, pageIndex: 1, pageCount: 50 },
    }, 'zh-cn');
    const { html, answers } = await renderTab('price-list', '?tower=43', 'zh-cn');
    expect(html).toContain('<h1>Union Sai Kung Court</h1>');
    expect(html).toContain('共 3 个单位');
    expect(html).toContain('HK$10,536,000');
    expect(html).toContain('href="/zh-cn/new-property-80019/payment-plans?unit=5541"');
    expect(html).toMatch(/<option value="43" selected="">Tower 1<\/option>/);
    expect(Object.keys(answers)).toHaveLength(4);
  });

  it('a tab that needs the browser (the calculator) renders its loading state with the rest of the page', async () => {
    answerApi({ '/NewEstate/GetNewEstateById': DETAIL }, 'zh-hk');
    const { html } = await renderTab('mortgage', '', 'zh-hk');
    expect(html).toContain('按揭計算機');
    expect(html).toContain('data-testid="mortgage-loading"');
    expect(html).toContain('data-testid="sales-status-banner"');
  });
});
