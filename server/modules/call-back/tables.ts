import type { Generated } from 'kysely';

export interface CallBackTables {
  /** Accepted call-back requests: what the call centre works from. */
  callback_request: {
    id: Generated<number>;
    tenant: string;
    phone: string;
    name: string;
    question: string;
    app_id: string | null;
    ip: string;
    /** How the caller passed the captcha: 'v3', 'v2' or 'off' (captcha disabled in settings). */
    captcha: string;
    created_at: string;
  };
  /** Every attempt, accepted or not: the per-X-AppId and per-IP limits count these. */
  callback_attempt: {
    id: Generated<number>;
    app_id: string | null;
    ip: string;
    phone: string;
    outcome: string;
    created_at: string;
  };
  /** Nonces handed out with RECAPTCHA_V2_REQUIRED; one use each, short life. */
  callback_nonce: { nonce: string; created_at: string; expires_at: string; used_at: string | null };
  /** Appeals from the /ombudsmen page (POST /api/Ombudsmen/SubmitForm). */
  ombudsmen_appeal: {
    id: Generated<number>;
    tenant: string;
    name: string;
    phone: string;
    email: string | null;
    text: string;
    ip: string;
    created_at: string;
  };
  /** Captcha tokens already spent (a token passes once). */
  captcha_token_used: { token_hash: string; expires_at: string };
}
