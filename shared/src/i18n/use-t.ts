import { useTranslation } from 'react-i18next';
import { COMMON_NS } from './instance';

/**
 * react-i18next's useTranslation; namespace 'common' unless told. The instance is the one an
 * I18nextProvider above gives (the shell's server renders each request with its own clone, in
 * the request's language), else the page's shared instance (initReactI18next registers it).
 */
export function useT(ns: string = COMMON_NS): ReturnType<typeof useTranslation> {
  return useTranslation(ns);
}
