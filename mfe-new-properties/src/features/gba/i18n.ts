/** The 'gba' namespace of the Greater Bay Area pages, loaded per language on first use. */
import { registerNamespace } from '@portal/shared/i18n';
import { useTranslation } from 'react-i18next';

export const GBA_NS = 'gba';

registerNamespace(GBA_NS, {
  'zh-hk': () => import('./locales/zh-hk/gba.json'),
  'zh-cn': () => import('./locales/zh-cn/gba.json'),
  'en-us': () => import('./locales/en-us/gba.json'),
});

/** the GBA messages; suspends (the shell's slot shows its skeleton) until they are loaded */
export function useGbaT() {
  return useTranslation(GBA_NS, { useSuspense: true });
}
