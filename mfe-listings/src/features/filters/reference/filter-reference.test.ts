import { configureApi, type ApiRequest, type ApiTransport } from '@portal/shared/api';
import { REFERENCE } from '../test-reference';
import { clearFilterReferenceCache, loadFilterReference } from './filter-reference';

function transportWith(fail: string | null) {
  return jest.fn<ReturnType<ApiTransport>, [ApiRequest]>(async (request) => {
    const url = request.url;
    const result: Record<string, unknown> = {
      '/DictionaryInfo/SearchDictionaryInfo': REFERENCE.dictionaries,
      '/DictionaryInfo/GetGscope': REFERENCE.gscope,
      '/DictionaryInfo/GetSchoolNetGscope': { items: REFERENCE.schoolNets, total: 2, pageIndex: 1, pageCount: 100 },
      '/DictionaryInfo/GetAllSubwayline': REFERENCE.subwayLines,
    };
    const data = url === fail ? { code: 500, message: 'boom' } : { code: 0, result: result[url] };
    return { data, status: url === fail ? 500 : 200, };
  });
}

describe('loadFilterReference (spec 4.7)', () => {
  beforeEach(() => clearFilterReferenceCache());
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);

  it('loads the four lists once per language and caches them', async () => {
    const transport = transportWith(null);
    configureApi({ baseURL: '/api', getLanguage: () => 'zh-hk', transport, validateResponses: true });
    const first = await loadFilterReference('en-us');
    await loadFilterReference('en-us');
    expect(transport).toHaveBeenCalledTimes(4);
    expect(first.schoolNets).toHaveLength(2);
    expect(transport.mock.calls.every(([c]) => (c.params as Record<string, string>).language === 'en-us')).toBe(true);
    await loadFilterReference('zh-cn');
    expect(transport).toHaveBeenCalledTimes(8);
  });

  it.each([
    ['/DictionaryInfo/SearchDictionaryInfo', 'dictionary error'],
    ['/DictionaryInfo/GetGscope', 'gscopeCodeList error'],
    ['/DictionaryInfo/GetSchoolNetGscope', 'schoolNetGscope error'],
    ['/DictionaryInfo/GetAllSubwayline', 'mtrGscope error'],
  ])('a failed %s rejects with "%s" and is not cached', async (path, message) => {
    configureApi({ baseURL: '/api', getLanguage: () => 'zh-hk', transport: transportWith(path) });
    await expect(loadFilterReference('zh-hk')).rejects.toThrow(message);
    configureApi({ baseURL: '/api', getLanguage: () => 'zh-hk', transport: transportWith(null) });
    await expect(loadFilterReference('zh-hk')).resolves.toMatchObject({ dictionaries: expect.any(Array) });
  });
});
