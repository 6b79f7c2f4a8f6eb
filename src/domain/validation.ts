// The account forms' dates between the masked 'DD.MM.YYYY' the client types and the contract's
// CalendarDate. (The forms' rules are zod schemas made of src/domain/field-rules.ts.)
import { parseRuDate } from '@/domain/masks';

/** 'DD.MM.YYYY' → 'YYYY-MM-DD' for the contract's CalendarDate. */
export function toIsoDate(masked: string): string {
  const d = parseRuDate(masked);
  if (!d) return '';
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' → 'DD.MM.YYYY'. */
export function fromIsoDate(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}
