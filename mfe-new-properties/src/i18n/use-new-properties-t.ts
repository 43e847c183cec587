import { useTranslation } from 'react-i18next';
import { NEW_PROPERTIES_NS } from './index';

/** this remote's messages; suspends (the shell's slot shows its skeleton) until they are loaded */
export function useNewPropertiesT() {
  return useTranslation(NEW_PROPERTIES_NS, { useSuspense: true });
}
