/**
 * @jest-environment node
 */
import { i18nReady } from '@portal/shared/i18n';
import { MemoryRouter } from 'react-router';
import { answerApi, CARD, DEVELOPERS, DICTIONARIES, GSCOPE, renderOnServer, searchPage, withI18n } from '../testing';
import NewPropertyListPage from './new-property-list-page';

afterAll(() => i18nReady());

describe('NewPropertyListPage on the server', () => {
  it('renders the developments and the filter with their data, and sends the answers for hydration', async () => {
    answerApi({
      '/DictionaryInfo/SearchDictionaryInfo': DICTIONARIES, '/DictionaryInfo/GetGscope': GSCOPE,
      '/Estate/SearchDeveloperResponses': DEVELOPERS, '/NewEstate/SearchNewEstate': searchPage([CARD]),
    }, 'zh-hk');
    const { html, answers } = await renderOnServer(
      withI18n(
        <MemoryRouter initialEntries={['/new-properties/y2/']}>
          <NewPropertyListPage routeName="newPropertyList" params={{ filter: 'y2' }} locale="zh-hk" search="" />
        </MemoryRouter>,
        'zh-hk',
      ),
      'zh-hk',
    );
    expect(html).toContain('<h1>新盤</h1>');
    expect(html).toContain('Union Sai Kung Court');
    expect(html).toContain('href="/new-property-80019.html"');
    expect(html).toContain('共 1 個新盤');
    expect(Object.keys(answers)).toHaveLength(4);
  });
});
