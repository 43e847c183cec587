/** Test helper: an i18next instance wired into react-i18next, language switchable. */
import { act } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export async function setupTestI18n(language = 'en-us') {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({ lng: language, resources: {} });
  } else if (i18next.language !== language) {
    await act(async () => {
      await i18next.changeLanguage(language);
    });
  }
  return i18next;
}
