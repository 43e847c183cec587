/**
 * @jest-environment node
 */
import { useApi } from '../api/use-api';
import { getArea } from '../endpoints';
import { i18nReady } from '../i18n';
import { answerApi } from './answer-api';
import { renderOnServer } from './render-on-server';

afterAll(() => i18nReady());

const AREAS = [{ areaCode: 'HK1', nameWithCulture: 'Central and Western', level: 2, parentCode: 'HK', lat: null, lng: null }];

function Areas() {
  const { data, error } = useApi(getArea, { language: 'en-us' });
  if (error) return <p>{`failed ${error.status}`}</p>;
  return <p>{data ? data.map((a) => a.nameWithCulture).join(', ') : 'loading'}</p>;
}

describe('answerApi with renderOnServer', () => {
  it("answers an endpoint's path with its result, rendered on the server and sent with the page", async () => {
    const api = answerApi({ '/DictionaryInfo/GetArea': AREAS });
    const { html, answers } = await renderOnServer(<Areas />, 'en-us');
    expect(html).toBe('<p>Central and Western</p>');
    expect(Object.values(answers)).toEqual([{ data: AREAS }]);
    expect(api.paths).toEqual(['/DictionaryInfo/GetArea']);
  });

  it('answers any other path with a 404', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerApi({});
    const { html } = await renderOnServer(<Areas />, 'en-us');
    expect(html).toBe('<p>failed 404</p>');
  });

  it("checks an answer against the endpoint's contract: one it refuses is left to the browser", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerApi({ '/DictionaryInfo/GetArea': [{ areaCode: 1 }] });
    const { html, answers } = await renderOnServer(<Areas />, 'en-us');
    expect(html).toBe('<p>loading</p>');
    expect(answers).toEqual({});
  });
});
