/** The assistant's error messages, in the three languages. */
import type { Localized } from '../core';

export const CHAT_ERRORS = {
  disclaimerRequired: {
    'zh-hk': '請先閱讀並同意免責聲明',
    'zh-cn': '请先阅读并同意免责声明',
    'en-us': 'Please read and agree to the disclaimer first',
  },
  questionLimit: {
    'zh-hk': '這段對話已達 {limit} 條問題的上限，請開始新對話',
    'zh-cn': '这段对话已达 {limit} 条问题的上限，请开始新对话',
    'en-us': 'This conversation has reached its limit of {limit} questions; please start a new one',
  },
  sessionNotFound: {
    'zh-hk': '找不到這段對話，請開始新對話',
    'zh-cn': '找不到这段对话，请开始新对话',
    'en-us': 'This conversation could not be found; please start a new one',
  },
  whoRequired: {
    'zh-hk': '請登入，或允許本網站記住你的瀏覽器',
    'zh-cn': '请登录，或允许本网站记住你的浏览器',
    'en-us': 'Please sign in, or let the site remember your browser',
  },
} satisfies Record<string, Localized>;
