/**
 * @jest-environment node
 */
import { i18nReady } from '@portal/shared/i18n';
import { getGbaBuyingRules, getGbaCities, getGbaProject, searchGbaProjects } from '@portal/shared/endpoints';
import { answerApi, fixture, itemOf, pageOf, renderOnServer } from '@portal/shared/testing';
import { GbaDetailPage, GbaListPage, GbaToolsPage } from './pages';
import { inApp } from './testing';

afterAll(() => i18nReady());

describe('GBA pages on the server', () => {
  it('the list renders its projects and sends both answers for hydration', async () => {
    const results = pageOf(searchGbaProjects, [itemOf(searchGbaProjects)]);
    answerApi({ '/Gba/GetCities': fixture(getGbaCities), '/Gba/SearchProjects': results }, 'zh-hk');
    const el = inApp(<GbaListPage routeName="gbaList" params={{ filter: 'c2' }} locale="zh-hk" search="" />, { path: '/greater-bay-area/c2/', locale: 'zh-hk' });
    const { html, answers } = await renderOnServer(el, 'zh-hk');
    expect(html).toContain('Shenzhen新盤');
    expect(html).toContain('每平方米 人民幣 78,600（港元 86,264）');
    expect(html).toContain('href="/greater-bay-area-1008.html"');
    expect(Object.values(answers)).toEqual(expect.arrayContaining([{ data: results }, { data: fixture(getGbaCities) }]));
  });

  it('the project page renders with its plans', async () => {
    answerApi({ '/Gba/GetProject': fixture(getGbaProject) });
    const el = inApp(<GbaDetailPage routeName="gbaDetail" params={{ detailId: '1008' }} locale="en-us" search="" />, { path: '/en-us/greater-bay-area-1008' });
    const { html } = await renderOnServer(el, 'en-us');
    expect(html).toContain('<h1>Hanlin Court</h1>');
    expect(html).toContain('155.1 m² (1,669 ft²)');
  });

  it('the tools render the worked example', async () => {
    answerApi({ '/Gba/GetBuyingRules': fixture(getGbaBuyingRules) });
    const el = inApp(<GbaToolsPage routeName="gbaTools" params={{}} locale="en-us" search="" />, { path: '/en-us/gbaTools' });
    const { html } = await renderOnServer(el, 'en-us');
    expect(html).toContain('RMB 930,080');
    expect(html).toContain('HKD 1,020,763');
  });
});
