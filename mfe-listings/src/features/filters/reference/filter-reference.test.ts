import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { configureApi } from '@portal/shared/api';
import { REFERENCE } from '../test-reference';
import { clearFilterReferenceCache, loadFilterReference } from './filter-reference';

function adapterWith(fail: string | null) {
  return jest.fn<ReturnType<AxiosAdapter>, [InternalAxiosRequestConfig]>(async (config) => {
    const url = config.url ?? '';
    const result: Record<string, unknown> = {
      '/DictionaryInfo/SearchDictionaryInfo': REFERENCE.dictionaries,
      '/DictionaryInfo/GetGscope': REFERENCE.gscope,
      '/DictionaryInfo/GetSchoolNetGscope': { items: REFERENCE.schoolNets, total: 2, pageIndex: 1, pageCount: 100 },
      '/DictionaryInfo/GetAllSubwayline': REFERENCE.subwayLines,
    };
    const data = url === fail ? { code: 500, message: 'boom' } : { code: 0, result: result[url] };
    return { data, status: url === fail ? 500 : 200, statusText: '', headers: {}, config };
  });
}

describe('loadFilterReference (spec 4.7)', () => {
  beforeEach(() => clearFilterReferenceCache());
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);

  it('loads the four lists once per language and caches them', async () => {
    const adapter = adapterWith(null);
    configureApi({ baseURL: '/api', getLanguage: () => 'zh-hk', adapter, validateResponses: true });
    const first = await loadFilterReference('en-us');
    await loadFilterReference('en-us');
    expect(adapter).toHaveBeenCalledTimes(4);
    expect(first.schoolNets).toHaveLength(2);
    expect(adapter.mock.calls.every(([c]) => (c.params as Record<string, string>).language === 'en-us')).toBe(true);
    await loadFilterReference('zh-cn');
    expect(adapter).toHaveBeenCalledTimes(8);
  });

  it.each([
    ['/DictionaryInfo/SearchDictionaryInfo', 'dictionary error'],
    ['/DictionaryInfo/GetGscope', 'gscopeCodeList error'],
    ['/DictionaryInfo/GetSchoolNetGscope', 'schoolNetGscope error'],
    ['/DictionaryInfo/GetAllSubwayline', 'mtrGscope error'],
  ])('a failed %s rejects with "%s" and is not cached', async (path, message) => {
    configureApi({ baseURL: '/api', getLanguage: () => 'zh-hk', adapter: adapterWith(path) });
    await expect(loadFilterReference('zh-hk')).rejects.toThrow(message);
    configureApi({ baseURL: '/api', getLanguage: () => 'zh-hk', adapter: adapterWith(null) });
    await expect(loadFilterReference('zh-hk')).resolves.toMatchObject({ dictionaries: expect.any(Array) });
  });
});
