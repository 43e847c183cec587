/**
 * @jest-environment node
 */
import { i18nReady } from '@portal/shared/i18n';
import { answerApi, renderOnServer, withI18n } from '../testing';
import HousegptPage from './housegpt-page';

// importing the page registers its messages, which starts loading them into the page i18n: let it finish
afterAll(() => i18nReady());

describe('HousegptPage on the server', () => {
  it.each([
    ['zh-hk', '<h1>HouseGPT 置業助手</h1>', '開始之前', '在這個瀏覽器記住我的選擇'],
    ['zh-cn', '<h1>HouseGPT 置业助手</h1>', '开始之前', '在这个浏览器记住我的选择'],
    ['en-us', '<h1>HouseGPT assistant</h1>', 'Before you start', 'Remember my choice on this browser'],
  ] as const)('%s: the heading and the disclaimer, calling nothing (the conversation is the visitor’s own)', async (locale, h1, heading, remember) => {
    const api = answerApi({}, locale);
    const { html, answers } = await renderOnServer(withI18n(<HousegptPage routeName="housegpt" params={{}} locale={locale} search="" />, locale), locale);
    expect(html).toContain(h1);
    expect(html).toContain(heading);
    expect(html).toContain(remember);
    expect(html).not.toContain('textarea');
    expect(answers).toEqual({});
    expect(api.paths).toEqual([]);
  });
});
