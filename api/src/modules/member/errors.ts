/**
 * Member failures with messages from MEMBER_MESSAGES, and the member scope's error handler that
 * turns the form-rule keys of a failed validation ('errors.hkMobile') into localized text.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_MESSAGES,
  FORM_MESSAGES,
  MEMBER_MESSAGES,
  LANGUAGES,
  type ErrorCodeName,
  type Localized,
  type MemberMessageKey,
} from '@portal/shared/contracts';
import { ApiError } from '../../http/errors';

export function memberError(kind: ErrorCodeName, key: MemberMessageKey, field?: string): ApiError {
  return new ApiError(kind, key, {}, field, MEMBER_MESSAGES);
}

/** The success text of `key` in `language`. */
export function memberText(key: MemberMessageKey, language: keyof Localized): string {
  return MEMBER_MESSAGES[key][language];
}

function isFormKey(text: string): text is keyof typeof FORM_MESSAGES {
  return Object.prototype.hasOwnProperty.call(FORM_MESSAGES, text);
}

/**
 * A 400 from contract validation carries `field: message` in its detail. When the message is a
 * form-rule key, answer that key's text (and key); any other validation message becomes
 * 'errors.invalid', so every member validation failure is localized and names its field.
 */
export function localizeValidation(err: ApiError): ApiError {
  if (err.key !== 'invalidRequest' || !err.field) return err;
  const detail = String(err.params.detail ?? '');
  const issue = detail.startsWith(`${err.field}: `) ? detail.slice(err.field.length + 2) : detail;
  const key = isFormKey(issue) ? issue : 'errors.invalid';
  const field = err.field;
  const text = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, API_MESSAGES.invalidRequest[lang].replace('{detail}', `${field}: ${FORM_MESSAGES[key][lang]}`)]),
  ) as Localized;
  return new ApiError('badRequest', key, {}, field, { [key]: text });
}

export function memberErrorHandler(err: FastifyError | Error, _req: FastifyRequest, _reply: FastifyReply): never {
  if (err instanceof ApiError) throw localizeValidation(err);
  throw err;
}
