// The profile's change forms as zod schemas (requirements §5 messages). The passport and address forms
// are the registration steps' own; the app gives these to the form actors of the edit flow.
import { z } from '@machines/zod';
import { emailRule, passwordRule, phoneRule, repeatRule, requiredRule, sameAs } from '@/domain/field-rules';

// The current password as well: a session left open on a shared computer must not be enough
// to move the account to another phone or e-mail.
export const phoneChangeSchema = z.object({ phone: phoneRule(), password: requiredRule() });
export const emailChangeSchema = z.object({ email: emailRule(), password: requiredRule() });
export const passwordChangeSchema = z
  .object({ oldPassword: requiredRule(), newPassword: passwordRule(), repeat: repeatRule() })
  .check(sameAs('newPassword', 'repeat'));
