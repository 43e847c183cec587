import { i18nReady } from '@portal/shared/i18n';
import { getGbaCities, getGbaProject, searchGbaProjects } from '@portal/shared/endpoints';
import { answerApi, fixture, itemOf, pageOf, type TestLocale } from '@portal/shared/testing';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { GbaDetailPage, GbaFloorplanPage, GbaIndexDetailPage, GbaIndexPage, GbaListPage, GbaMorePage } from './pages';
import { inApp } from './testing';

// the first answer waits for its contract to load (answers are checked against it): allow for a busy machine
const LOADED = { timeout: 10_000 };
afterAll(() => i18nReady());

const CITIES = fixture(getGbaCities);
const PROJECT = fixture(getGbaProject);
const page = (Page: (p: never) => ReactElement, params: Record<string, string> = {}, locale: TestLocale = 'en-us', search = '') => {
  const El = Page as (p: { routeName: string; params: Record<string, string>; locale: TestLocale; search: string }) => ReactElement;
  return <El routeName="gba" params={params} locale={locale} search={search} />;
};

describe('GbaListPage', () => {
  it("lists the filter's projects with prices in RMB and HKD, areas in m² and ft², the rate with its date, and filter links", async () => {
    const api = answerApi({ '/Gba/GetCities': CITIES, '/Gba/SearchProjects': pageOf(searchGbaProjects, [itemOf(searchGbaProjects)]) });
    render(inApp(page(GbaListPage, { filter: 'c2' }), { path: '/en-us/greater-bay-area/c2/' }));
    const card = await screen.findByTestId('gba-project-card', {}, LOADED);
    expect(within(card).getByRole('link', { name: 'Hanlin Court' })).toHaveAttribute('href', '/en-us/greater-bay-area-1008.html');
    expect(card).toHaveTextContent('RMB 78,600 (HKD 86,264) /m²');
    expect(card).toHaveTextContent('RMB 7,302 (HKD 8,014) /ft²');
    expect(card).toHaveTextContent('RMB 6,102,000 – RMB 11,666,000');
    expect(card).toHaveTextContent('HKD 6,696,945 – HKD 12,803,435');
    expect(card).toHaveTextContent('73.1–155.1 m² (787–1,669 ft²)');
    expect(screen.getByRole('heading', { level: 1, name: 'New homes in Shenzhen' })).toBeInTheDocument();
    expect(screen.getByTestId('rate-CNY')).toHaveTextContent('HKD 1.0975 for RMB 1, the rate of 2026-11-20');
    expect(screen.getByRole('link', { name: 'Futian' })).toHaveAttribute('href', '/en-us/greater-bay-area/c2d6/');
    expect(screen.getByRole('link', { name: 'Under HKD 1,500,000' })).toHaveAttribute('href', '/en-us/greater-bay-area/c2p1/');
    expect(api.paths.sort()).toEqual(['/Gba/GetCities', '/Gba/SearchProjects']);
  });

  it('answers not found for a filter that is not one, without calling the API', async () => {
    const api = answerApi({});
    render(inApp(page(GbaListPage, { filter: 'x9' }), { path: '/en-us/greater-bay-area/x9/' }));
    expect(await screen.findByRole('heading', { name: 'This filter does not exist' }, LOADED)).toBeInTheDocument();
    expect(api.paths).toEqual([]);
  });
});

describe('GbaDetailPage', () => {
  it('shows the project in Chinese: prices, plans with m² and ft², the permit and the agent', async () => {
    answerApi({ '/Gba/GetProject': PROJECT }, 'zh-hk');
    render(inApp(page(GbaDetailPage, { detailId: '1008' }, 'zh-hk'), { path: '/greater-bay-area-1008', locale: 'zh-hk' }));
    const article = await screen.findByTestId('gba-project', {}, LOADED);
    expect(within(article).getByRole('heading', { level: 1, name: 'Hanlin Court' })).toBeInTheDocument();
    expect(article).toHaveTextContent('每平方米 人民幣 78,600（港元 86,264）');
    expect(within(article).getByRole('link', { name: 'Type B' })).toHaveAttribute('href', '/greater-bay-area-1008-floorplan/t10082');
    expect(article).toHaveTextContent('155.1 平方米（1,669 平方呎）');
    expect(article).toHaveTextContent('深房许字（2025）第012号');
    expect(within(article).getByRole('link', { name: '致電 +86 134 7912 2771' })).toHaveAttribute('href', 'tel:+8613479122771');
    expect(within(article).getByRole('link', { name: '更多資料' })).toHaveAttribute('href', '/greater-bay-area-1008-detail');
  });

  it("shows the not-found state for the API's 404", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerApi({});
    render(inApp(page(GbaDetailPage, { detailId: '4' }), { path: '/en-us/greater-bay-area-4' }));
    expect(await screen.findByRole('heading', { name: 'This project could not be found' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Greater Bay Area projects' })).toHaveAttribute('href', '/en-us/greater-bay-area');
    warn.mockRestore();
  });
});

describe('the other project pages', () => {
  it('more information lists every fact and permit', async () => {
    answerApi({ '/Gba/GetProject': PROJECT });
    render(inApp(page(GbaMorePage, { detailId: '1008' }), { path: '/en-us/greater-bay-area-1008-detail' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hanlin Court: more information' }, LOADED)).toBeInTheDocument();
    expect(screen.getByText('70 years')).toBeInTheDocument();
    expect(screen.getByText('RMB 4.1 (HKD 4.5) /m² a month')).toBeInTheDocument();
    expect(screen.getByTestId('rate-CNY')).toHaveTextContent('the rate of 2026-11-20');
  });

  it('floor plans show the chosen plan, and a plan the project lacks is not found', async () => {
    answerApi({ '/Gba/GetProject': PROJECT });
    const { unmount } = render(inApp(page(GbaFloorplanPage, { detailId: '1008', tId: '10082' }), { path: '/en-us/greater-bay-area-1008-floorplan/t10082' }));
    const plan = await screen.findByTestId('gba-plan', {}, LOADED);
    expect(within(plan).getByRole('heading', { name: 'Type B' })).toBeInTheDocument();
    expect(plan).toHaveTextContent('RMB 11,666,000 (HKD 12,803,435)');
    expect(screen.getByTestId('rate-CNY')).toHaveTextContent('HKD 1.0975 for RMB 1');
    expect(screen.getByRole('link', { name: 'Type B' })).toHaveAttribute('aria-current', 'page');
    unmount();
    render(inApp(page(GbaFloorplanPage, { detailId: '1008', tId: '99' }), { path: '/en-us/greater-bay-area-1008-floorplan/t99' }));
    expect(await screen.findByRole('heading', { name: 'This floor plan could not be found' }, LOADED)).toBeInTheDocument();
  });

  it('/greaterBayArea/detail reads the project from ?id=', async () => {
    answerApi({ '/Gba/GetProject': PROJECT });
    render(inApp(page(GbaIndexDetailPage, {}, 'en-us', '?id=1008'), { path: '/en-us/greaterBayArea/detail?id=1008' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hanlin Court' }, LOADED)).toBeInTheDocument();
  });
});

describe('GbaIndexPage', () => {
  it('shows each city with its projects and average price in local currency and HKD, linking to its list', async () => {
    answerApi({ '/Gba/GetCities': CITIES }, 'zh-cn');
    render(inApp(page(GbaIndexPage, {}, 'zh-cn'), { path: '/zh-cn/greaterBayArea/index', locale: 'zh-cn' }));
    expect(await screen.findByRole('link', { name: 'Shenzhen' }, LOADED)).toHaveAttribute('href', '/zh-cn/greater-bay-area/c2/');
    expect(screen.getByText('在售均价：每平方米 人民币 80,600（港元 88,459）')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '大湾区新房' })).toBeInTheDocument();
  });
});
