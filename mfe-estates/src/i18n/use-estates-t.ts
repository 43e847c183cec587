import { useTranslation } from 'react-i18next';
import { ESTATES_NS } from './index';

/** this remote's messages; suspends (the shell's slot shows its skeleton) until they are loaded */
export function useEstatesT() {
  return useTranslation(ESTATES_NS, { useSuspense: true });
}
