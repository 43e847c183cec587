/** Test helper: this remote's messages in a local i18next (src/testing). */
export { makeTestI18n, withI18n } from '../../testing';
