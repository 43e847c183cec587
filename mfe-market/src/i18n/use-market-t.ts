import { useTranslation } from 'react-i18next';
import { MARKET_NS } from './index';

/** this remote's messages; suspends (the shell's slot shows its skeleton) until they are loaded */
export function useMarketT() {
  return useTranslation(MARKET_NS, { useSuspense: true });
}
