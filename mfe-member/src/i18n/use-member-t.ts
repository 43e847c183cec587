import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from './index';

/** this remote's messages; suspends (the shell's slot shows its skeleton) until they are loaded */
export function useMemberT() {
  return useTranslation(MEMBER_NS, { useSuspense: true });
}
