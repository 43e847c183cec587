import { configureApi } from '../api/config';
import type { ApiTransport } from '../api/transport';
import type { Locale } from '../routing/locale';

/**
 * The API client answering each endpoint path of `results` with that result (code 0, checked
 * against the endpoint's contract), and any other path with a 404; `paths` lists what was asked.
 */
export function answerApi(results: Record<string, unknown>, language: Locale = 'en-us'): { paths: string[] } {
  const paths: string[] = [];
  const transport: ApiTransport = async (request) => {
    const path = request.url;
    paths.push(path);
    const known = Object.prototype.hasOwnProperty.call(results, path);
    const data = known ? { code: 0, result: results[path] } : { code: 404, message: `no answer for ${path}` };
    return { data, status: known ? 200 : 404 };
  };
  configureApi({ baseURL: 'http://api.test/api', getLanguage: () => language, transport, validateResponses: true });
  return { paths };
}
