/**
 * The 'fairPrice' messages, a namespace of their own: the fair price renders on other remotes'
 * pages (a listing's), where this remote's page messages are not loaded.
 */
import { registerNamespace } from '@portal/shared/i18n';
import { useTranslation } from 'react-i18next';

export const FAIR_PRICE_NS = 'fairPrice';

registerNamespace(FAIR_PRICE_NS, {
  'zh-hk': () => import('./locales/zh-hk.json'),
  'zh-cn': () => import('./locales/zh-cn.json'),
  'en-us': () => import('./locales/en-us.json'),
});

/** suspends (the slot shows its skeleton) until the messages are loaded */
export function useFairPriceT() {
  return useTranslation(FAIR_PRICE_NS, { useSuspense: true });
}
