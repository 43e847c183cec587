/**
 * Error codes and the messages the API answers with, in the three languages.
 * `code` in a failure envelope is one of ERROR_CODES; `message` is localized by the request's
 * language; `messageKey` is stable so a client can show its own text.
 */
import type { Language, Localized } from './core';

export const ERROR_CODES = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
  internal: 500,
} as const;
export type ErrorCodeName = keyof typeof ERROR_CODES;

export const API_MESSAGES = {
  invalidRequest: {
    'zh-hk': '請求無效：{detail}',
    'zh-cn': '请求无效：{detail}',
    'en-us': 'Invalid request: {detail}',
  },
  notFound: {
    'zh-hk': '找不到所要求的資料',
    'zh-cn': '找不到所要求的资料',
    'en-us': 'The requested item could not be found',
  },
  routeNotFound: {
    'zh-hk': '沒有這個 API：{detail}',
    'zh-cn': '没有这个 API：{detail}',
    'en-us': 'No such API call: {detail}',
  },
  unauthorized: {
    'zh-hk': '請先登入',
    'zh-cn': '请先登录',
    'en-us': 'Please sign in first',
  },
  forbidden: {
    'zh-hk': '你沒有權限進行此操作',
    'zh-cn': '你没有权限进行此操作',
    'en-us': 'You are not allowed to do this',
  },
  tooManyRequests: {
    'zh-hk': '操作太頻繁，請於 {seconds} 秒後再試',
    'zh-cn': '操作太频繁，请于 {seconds} 秒后再试',
    'en-us': 'Too many requests, please try again in {seconds} seconds',
  },
  internal: {
    'zh-hk': '伺服器發生錯誤，請稍後再試',
    'zh-cn': '服务器发生错误，请稍后再试',
    'en-us': 'Something went wrong on our side, please try again later',
  },
} satisfies Record<string, Localized>;

export type ApiMessageKey = keyof typeof API_MESSAGES;

export function formatApiMessage(
  table: Record<string, Localized>,
  key: string,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  const entry = table[key];
  const text = entry ? entry[language] : key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
