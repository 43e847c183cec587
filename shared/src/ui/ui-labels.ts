import { useTranslation } from 'react-i18next';
import type { Language } from '../contracts/core';

/** The UI kit's own labels, in the three languages: used when a caller passes none. */
export const UI_LABELS = {
  'zh-hk': {
    close: '關閉',
    remove: '移除「{label}」',
    previousPage: '上一頁',
    nextPage: '下一頁',
    page: '第 {page} 頁',
    pagination: '分頁',
    retry: '重試',
    loading: '載入中',
    notifications: '通知',
    dismiss: '關閉通知',
    errorTitle: '出現錯誤',
  },
  'zh-cn': {
    close: '关闭',
    remove: '移除“{label}”',
    previousPage: '上一页',
    nextPage: '下一页',
    page: '第 {page} 页',
    pagination: '分页',
    retry: '重试',
    loading: '加载中',
    notifications: '通知',
    dismiss: '关闭通知',
    errorTitle: '出现错误',
  },
  'en-us': {
    close: 'Close',
    remove: 'Remove {label}',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    page: 'Page {page}',
    pagination: 'Pagination',
    retry: 'Try again',
    loading: 'Loading',
    notifications: 'Notifications',
    dismiss: 'Dismiss notification',
    errorTitle: 'Something went wrong',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type UiLabels = (typeof UI_LABELS)[Language];

export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}

const OPTIONS = { useSuspense: false } as const;

/** zh-hk, zh-HK, zh-TW ... → zh-hk; zh, zh-CN, zh-Hans → zh-cn; en* → en-us (no zod in the UI kit). */
function languageOf(code: string | undefined): Language {
  const v = (code ?? '').toLowerCase().replace('_', '-');
  if (v.startsWith('en')) return 'en-us';
  if (v === 'zh-cn' || v === 'zh' || v === 'zh-sg' || v.startsWith('zh-hans')) return 'zh-cn';
  return 'zh-hk';
}

/** The labels for the current i18next language (zh-hk when there is none). */
export function useUiLabels(): UiLabels {
  const { i18n } = useTranslation('common', OPTIONS);
  return UI_LABELS[languageOf(i18n?.resolvedLanguage ?? i18n?.language)];
}
