import { useTranslation } from 'react-i18next';
import { LISTINGS_NS } from './index';

/** this remote's messages; suspends (the shell's slot shows its skeleton) until they are loaded */
export function useListingsT() {
  return useTranslation(LISTINGS_NS, { useSuspense: true });
}
