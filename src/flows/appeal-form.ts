// Rules of the ombudsman appeal (SPEC §5 messages), given by the app to the machine's form actor.
import type { AppealField } from '@machines/ombudsmen.machine';
import { isMaskComplete } from '@/domain/masks';
import { PHONE_MUST_START_WITH_9, PHONE_REQUIRED, REQUIRED } from '@/domain/messages';

/** The phone is kept as the mask's raw digits ('79001234567'). */
export function validateAppeal(v: Record<AppealField, string>): Partial<Record<AppealField, string | null>> {
  return {
    name: v.name.trim() ? null : REQUIRED,
    phone: !v.phone || !isMaskComplete('phone', v.phone) ? PHONE_REQUIRED : v.phone.startsWith('79') ? null : PHONE_MUST_START_WITH_9,
    text: v.text.trim() ? null : REQUIRED,
  };
}
