// The ombudsman appeal's zod schema (requirements §5 messages), given by the app to the machine's form actor.
import { z } from '@machines/zod';
import { isMaskComplete } from '@/domain/masks';
import { PHONE_MUST_START_WITH_9, PHONE_REQUIRED } from '@/domain/messages';
import { requiredRule } from '@/domain/field-rules';

/** The phone is kept as the mask's raw digits ('79001234567'): whole first, then its +7 9. */
export const appealSchema = z.object({
  name: requiredRule(),
  phone: z.string().check(z.refine((raw) => raw !== '' && isMaskComplete('phone', raw), PHONE_REQUIRED), z.refine((raw) => raw.startsWith('79'), PHONE_MUST_START_WITH_9)),
  email: z.string(),
  text: requiredRule(),
});
