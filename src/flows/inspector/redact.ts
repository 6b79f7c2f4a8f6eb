// Event payloads leave the tab: they are made plain (no functions, actors, errors or cycles, and
// bounded in size) and anything that looks like a password, a code, a token or a card number is
// replaced, so the viewer never shows a secret in clear (and the channel never carries one).

export const REDACTED = '•••';

const SECRET_KEY_ENDINGS = ['password', 'passwd', 'pwd', 'token', 'secret', 'code', 'otp', 'pin', 'cvv', 'cvc', 'cardnumber', 'pan'];
/** Keys ending in "code" that name a category, not a secret. */
const PUBLIC_CODE_KEYS = new Set(['errorcode', 'statuscode', 'departmentcode', 'regioncode', 'countrycode', 'currencycode']);

const normalise = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

export function isSecretKey(key: string): boolean {
  const k = normalise(key);
  if (PUBLIC_CODE_KEYS.has(k)) return false;
  return SECRET_KEY_ENDINGS.some((ending) => k === ending || k.endsWith(ending));
}

/** JWTs, bearer strings and card-like digit runs, whatever key holds them. */
const SECRET_VALUE = /^(eyJ[\w-]+\.[\w-]+\.[\w-]*|bearer\s+\S+|(?:\d[ -]?){13,19})$/i;

const MAX_DEPTH = 5;
const MAX_ITEMS = 20;
const MAX_STRING = 200;

function plainString(value: string): string {
  if (SECRET_VALUE.test(value.trim())) return REDACTED;
  return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
}

/** `{ field: 'password', value: '…' }` (a form's field events) hides the value too. */
const namesSecretField = (record: Record<string, unknown>) =>
  ['field', 'name'].some((k) => typeof record[k] === 'string' && isSecretKey(record[k] as string));

export function toSafePlain(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === 'string') return plainString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'function') return '[функция]';
  if (typeof value !== 'object') return String(value);
  if (seen.has(value)) return '[цикл]';
  seen.add(value);
  if (value instanceof Error) return { error: value.name, message: plainString(value.message) };
  if (value instanceof Date) return value.toISOString();
  if ('sessionId' in value && typeof (value as { send?: unknown }).send === 'function') return `[актор ${String((value as { id?: unknown }).id ?? '')}]`;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => toSafePlain(item, depth + 1, seen));
    return value.length > MAX_ITEMS ? [...items, `… ещё ${value.length - MAX_ITEMS}`] : items;
  }
  const record = value as Record<string, unknown>;
  const hideValue = namesSecretField(record);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record).slice(0, MAX_ITEMS)) {
    if (isSecretKey(key) || (hideValue && key === 'value')) out[key] = item === null || item === undefined || item === '' ? item ?? null : REDACTED;
    else out[key] = toSafePlain(item, depth + 1, seen);
  }
  return out;
}

/** The event's payload (everything but its type), safe to broadcast. */
export function safePayload(event: { type: string } & Record<string, unknown>): unknown {
  const { type: _type, ...rest } = event;
  return toSafePlain(rest);
}
