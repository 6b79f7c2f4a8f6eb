// Tokens of the sandbox captcha: the stand-in widget asks the server to mint them, and the
// call-back module verifies them, so no third party is needed. The key comes from SANDBOX_SECRET
// (a fixed default otherwise), the same on every node: a token minted by one verifies on another.
//   v3: sbx3.<action>.<score 0–100>.<issued ms>.<nonce>.<mac>
//   v2: sbx2.<issued ms>.<nonce>.<mac>
// Tokens live two minutes, like the real provider's.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Sandbox only: the real captcha is verified by its provider (call-back/captcha.ts).
const secret = createHash('sha256').update(`sandbox-captcha:${process.env.SANDBOX_SECRET ?? 'zaimy-sandbox'}`).digest();
export const TOKEN_LIFE_MS = 2 * 60 * 1000;

const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function mintV3(action: string, score: number, now = Date.now()): string {
  const payload = `sbx3.${action}.${Math.round(Math.min(1, Math.max(0, score)) * 100)}.${now}.${randomBytes(8).toString('base64url')}`;
  return `${payload}.${mac(payload)}`;
}

export function mintV2(now = Date.now()): string {
  const payload = `sbx2.${now}.${randomBytes(8).toString('base64url')}`;
  return `${payload}.${mac(payload)}`;
}

function checkMac(token: string): string[] | undefined {
  const parts = token.split('.');
  const given = parts.pop();
  if (given === undefined) return undefined;
  const expected = Buffer.from(mac(parts.join('.')));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? parts : undefined;
}

export type Verdict = { ok: true; version: 2 | 3; score: number; action: string | null } | { ok: false; reason: string };

export function verifySandboxToken(token: string, now = Date.now()): Verdict {
  const parts = checkMac(token);
  if (!parts) return { ok: false, reason: 'bad-signature' };
  const issued = Number(parts[0] === 'sbx3' ? parts[3] : parts[1]);
  if (!Number.isFinite(issued) || now - issued > TOKEN_LIFE_MS || issued - now > 5000) return { ok: false, reason: 'expired' };
  if (parts[0] === 'sbx3' && parts.length === 5) return { ok: true, version: 3, action: parts[1] ?? null, score: Number(parts[2]) / 100 };
  if (parts[0] === 'sbx2' && parts.length === 3) return { ok: true, version: 2, action: null, score: 1 };
  return { ok: false, reason: 'malformed' };
}
