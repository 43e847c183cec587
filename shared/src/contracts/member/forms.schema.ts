/**
 * The message form and the report form of spec 5, as the browser and the server apply them.
 */
import { z } from 'zod';
import { containsAdvertising, containsContactDetails } from './content-check';
import { emailSchema, hkMobileSchema, isEmail, isHkMobile, personNameSchema, requiredText } from './fields.schema';

export const CONTACT_TYPES = ['phone', 'email'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** No contact details and no advertising (spec 5), checked only once `text` has passed: the pipe
 * stops at its issues, so over-long text never reaches the patterns. */
export function withContentRules(text: z.ZodType<string, string>) {
  return text.pipe(
    z
      .string()
      .refine((v) => !containsContactDetails(v), { error: 'errors.contactInContent' })
      .refine((v) => !containsAdvertising(v), { error: 'errors.advertising' }),
  );
}

/** Message content: required, at most 500 characters, no contact details, no advertising. */
export const messageContentSchema = withContentRules(requiredText(500));

export const leaveMessageFieldsSchema = z.object({
  contactName: personNameSchema(30),
  contactType: z.enum(CONTACT_TYPES, { error: 'errors.invalid' }).default('phone'),
  contact: requiredText(254),
  content: messageContentSchema,
  /** send the owner an SMS notice besides the e-mail */
  smsNotice: z.boolean({ error: 'errors.invalid' }).default(true),
  /** only the listing owner (and the author) sees the message */
  ownerOnly: z.boolean({ error: 'errors.invalid' }).default(false),
  acceptTerms: z.literal(true, { error: 'errors.acceptTerms' }),
});

type ContactFields = { contactType: ContactType; contact: string };
/** A phone contact must be a Hong Kong mobile number; an e-mail contact a valid address. */
export function checkContact(value: ContactFields, ctx: z.RefinementCtx): void {
  if (value.contactType === 'phone' && !isHkMobile(value.contact)) {
    ctx.addIssue({ code: 'custom', path: ['contact'], message: 'errors.hkMobile' });
  }
  if (value.contactType === 'email' && !isEmail(value.contact)) {
    ctx.addIssue({ code: 'custom', path: ['contact'], message: 'errors.email' });
  }
}

/** Run the contact rule even while other fields are wrong, so a form shows every error at once. */
function contactReady(payload: { value: unknown }): boolean {
  const v = payload.value as Partial<ContactFields> | undefined;
  return typeof v?.contact === 'string' && v.contact.trim() !== '' && (v.contactType === 'phone' || v.contactType === 'email');
}
/** Adds the contact rule to an object schema with contactType and contact. */
export function withContactRule<T extends z.ZodType<ContactFields>>(schema: T) {
  return schema
    .refine((v) => v.contactType !== 'phone' || isHkMobile(v.contact), { path: ['contact'], error: 'errors.hkMobile', when: contactReady })
    .refine((v) => v.contactType !== 'email' || isEmail(v.contact), { path: ['contact'], error: 'errors.email', when: contactReady });
}

/** The message form (spec 5): name, contact, content, terms. The captcha is checked apart. */
export const leaveMessageFormSchema = withContactRule(leaveMessageFieldsSchema);
export type LeaveMessageForm = z.input<typeof leaveMessageFormSchema>;

/** The report (complaint) form: every field required. The captcha is checked apart. */
export const reportFormSchema = z.object({
  contactName: personNameSchema(30),
  phone: hkMobileSchema,
  email: emailSchema,
  content: requiredText(1000),
  listingNo: requiredText(40),
});
export type ReportForm = z.input<typeof reportFormSchema>;

/** The e-mail subscription form. */
export const emailSubscribeFormSchema = z.object({ email: emailSchema });
