import { useTranslation } from 'react-i18next';
import { COMMON_NS, i18n } from './instance';

/** react-i18next's useTranslation on the shared instance; namespace 'common' unless told. */
export function useT(ns: string = COMMON_NS): ReturnType<typeof useTranslation> {
  return useTranslation(ns, { i18n });
}
