import { useTranslation } from 'react-i18next';
import { NEWS_NS } from './index';

/** this remote's messages; suspends (the shell's slot shows its skeleton) until they are loaded */
export function useNewsT() {
  return useTranslation(NEWS_NS, { useSuspense: true });
}
