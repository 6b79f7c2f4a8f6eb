// The address's query is typed by anyone: each page reads its parameters through a zod schema, and
// a parameter that does not parse is absent (null), never a wrong value carried on.
import { z } from '@machines/zod';

/**
 * A positive whole number (an id, roubles, days, kopecks): checks on the coerced number rather than
 * a pipe into z.int(), since every zod constructor any schema uses sits in the start-up chunk (issue 32).
 */
export const positiveInt = z.coerce.number().check(z.refine(Number.isInteger), z.positive(), z.lte(Number.MAX_SAFE_INTEGER));
/** An opaque value a provider hands back (a code, a state). */
export const opaque = z.string().check(z.minLength(1), z.maxLength(2000));

type Parsed<S extends Record<string, z.ZodMiniType>> = { [K in keyof S]: z.output<S[K]> | null };

/** Each named parameter of `search` parsed by its schema; a missing or malformed one is null. */
export function readQuery<S extends Record<string, z.ZodMiniType>>(search: string, fields: S): Parsed<S> {
  const query = new URLSearchParams(search);
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(fields)) {
    const parsed = schema.safeParse(query.get(name) ?? undefined);
    out[name] = parsed.success ? parsed.data : null;
  }
  return out as Parsed<S>;
}

/** What the card provider's page puts in the address on the way back: the card linked, or why not. */
export const CARD_RETURN = { cardAdded: positiveInt, cardError: opaque };
export const cardReturnOf = (search: string) => readQuery(search, CARD_RETURN);

/** The payment page's address: the loan, the prolongation's fee (kopecks) and the provider's return (PaymentId). */
export const paymentQueryOf = (search: string) =>
  readQuery(search, { loanId: positiveInt, purpose: z.enum(['prolongation']), amount: positiveInt, PaymentId: positiveInt });
