import { useTranslation } from 'react-i18next';
import { FORM_MESSAGES, formatApiMessage, normalizeLanguage } from '@portal/shared/endpoints';

/** For the forms of every feature: translates the shared schemas' issue keys ('errors.account', ...) into the current language. */
export function useFormMessage(): (key: string | undefined) => string | undefined {
  const { i18n } = useTranslation('member');
  const language = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'zh-hk';
  return (key) => (key ? formatApiMessage(FORM_MESSAGES, key, language) : undefined);
}
