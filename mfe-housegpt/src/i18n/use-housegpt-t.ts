import { useTranslation } from 'react-i18next';
import { HOUSEGPT_NS } from './index';

/** this remote's messages; suspends (the shell's slot shows its skeleton) until they are loaded */
export function useHousegptT() {
  return useTranslation(HOUSEGPT_NS, { useSuspense: true });
}
