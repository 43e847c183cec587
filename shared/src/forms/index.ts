/**
 * @portal/shared/forms: the field and form rules of spec 5 (zod), as the server applies them,
 * for react-hook-form in the browser. Loaded with the form that needs it, not on first load.
 */
import './zod-config';

export * from '../contracts/member/fields.schema';
export * from '../contracts/member/forms.schema';
export { FORM_MESSAGES, type FormMessageKey } from '../contracts/member/messages';
export * from './market-tools';
export * from './account-forms';
