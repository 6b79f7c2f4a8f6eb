// Captcha verification: in sandbox mode the stand-in's signed tokens, otherwise the provider's
// siteverify endpoint with the secret key from the environment. A token passes once.
import { createHash } from 'node:crypto';
import type { AppDb } from '../../db/database';
import { verifySandboxToken, TOKEN_LIFE_MS } from '../sandbox';

export interface CaptchaResult {
  ok: boolean;
  version?: 2 | 3;
  score?: number;
}

export type CaptchaVerifier = (token: string, expected: 2 | 3) => Promise<CaptchaResult>;

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Real provider: v3 and v2 keys are separate key pairs, so each has its own secret. */
function providerVerifier(env: NodeJS.ProcessEnv): CaptchaVerifier {
  return async (token, expected) => {
    const secret = expected === 3 ? env.CAPTCHA_SECRET_KEY : (env.CAPTCHA_V2_SECRET_KEY ?? env.CAPTCHA_SECRET_KEY);
    if (!secret || token === '') return { ok: false };
    try {
      const res = await fetch(SITEVERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token }),
        signal: AbortSignal.timeout(5000),
      });
      const answer = (await res.json()) as { success?: boolean; score?: number };
      if (answer.success !== true) return { ok: false };
      return expected === 3 ? { ok: true, version: 3, score: answer.score ?? 0 } : { ok: true, version: 2, score: 1 };
    } catch {
      // The provider is unreachable: fail closed, the visitor gets the v2 challenge or an error.
      return { ok: false };
    }
  };
}

function sandboxVerifier(db: AppDb): CaptchaVerifier {
  return async (token, expected) => {
    if (token === '') return { ok: false };
    const verdict = verifySandboxToken(token);
    if (!verdict.ok || verdict.version !== expected) return { ok: false };
    const now = Date.now();
    const tokenHash = createHash('sha256').update(token).digest('hex');
    await db.deleteFrom('captcha_token_used').where('expires_at', '<', new Date(now).toISOString()).execute();
    const spent = await db
      .insertInto('captcha_token_used')
      .values({ token_hash: tokenHash, expires_at: new Date(now + TOKEN_LIFE_MS).toISOString() })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(spent.numInsertedOrUpdatedRows ?? 0) === 0) return { ok: false };
    return { ok: true, version: verdict.version, score: verdict.score };
  };
}

export function captchaVerifier(sandbox: boolean, db: AppDb, env: NodeJS.ProcessEnv = process.env): CaptchaVerifier {
  return sandbox ? sandboxVerifier(db) : providerVerifier(env);
}
