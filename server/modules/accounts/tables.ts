// Tables of users, sessions, one-time codes and the login limiter (migrations 0300–0399).
import type { Generated, Kysely } from 'kysely';

export interface AccountsTables {
  user_account: {
    id: Generated<number>;
    /** Raw digits, '79001234567'. */
    phone: string;
    password_hash: string | null;
    email: string | null;
    email_confirmed: number;
    phone_confirmed: number;
    first_name: string | null;
    last_name: string | null;
    middle_name: string | null;
    /** YYYY-MM-DD. */
    birth_day: string | null;
    extremist: number;
    is_freezed: number;
    is_reject: number;
    is_registration_finished: number;
    is_fincert: number;
    /** Demo clients log in with phone and password alone (black-box testers have no phone). */
    skip_login_sms: number;
    agreements_signed: number;
    /** JSON object: registration step name → the data saved for it. */
    registration_data: string;
    created_at: string;
  };
  auth_token: {
    id: Generated<number>;
    user_id: number;
    /** sha256 of the opaque token: a stolen database does not yield live tokens. */
    token_hash: string;
    kind: 'access' | 'cross' | 'restore';
    expires_at: string;
    revoked_at: string | null;
    created_at: string;
    /**
     * The sign-in this token descends from (its first token's id): refreshes and CrossAuth copies
     * carry it on, so a logout ends them all. Null on tokens made before families: their own id.
     */
    family: number | null;
  };
  trusted_device: {
    user_id: number;
    app_id: string;
    created_at: string;
    /** Past it the device asks for the SMS code again (null on rows made before expiries: never trusted). */
    expires_at: string | null;
    /** The browser as the client will recognise it in «Доверенные устройства» (from User-Agent). */
    label: string | null;
  };
  /** Server secrets kept in the database when the environment gives none (the sandbox). */
  account_secret: {
    name: string;
    value: string;
  };
  login_failure: {
    id: Generated<number>;
    phone: string;
    ip: string;
    at: string;
  };
  one_time_code: {
    id: Generated<number>;
    /** Public handle of the flow the code confirms (LoginComplete, registration, restore). */
    ref: string;
    purpose: string;
    channel: 'sms' | 'email';
    target: string;
    user_id: number | null;
    code_hash: string;
    attempts_left: number;
    expires_at: string;
    created_at: string;
    used_at: string | null;
    /** Set when the right code was entered; such a flow does not hold back the next send. */
    confirmed_at: string | null;
    /** JSON: what the flow carries until the code is confirmed (e.g. the X-AppId to trust). */
    payload: string;
    /** The address that asked for the code, where a per-address limit counts (recovery). */
    requested_ip: string | null;
    /**
     * The device (X-AppId) that asked for a recovery code: a check without the flow's id only
     * reaches flows this same device started, so a stranger can neither use nor spend another's.
     */
    asker: string | null;
  };
}

export const accountsMigrations = {
  '0300-accounts-users': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user_account')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('phone', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text')
        .addColumn('email', 'text')
        .addColumn('email_confirmed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('phone_confirmed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('first_name', 'text')
        .addColumn('last_name', 'text')
        .addColumn('middle_name', 'text')
        .addColumn('birth_day', 'text')
        .addColumn('extremist', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_freezed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_reject', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_registration_finished', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_fincert', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('skip_login_sms', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('agreements_signed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('registration_data', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '0301-accounts-tokens': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('auth_token')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('trusted_device')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('app_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('trusted_device_pk', ['user_id', 'app_id'])
        .execute();
    },
  },
  '0302-accounts-limits-and-codes': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('login_failure')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('login_failure_phone').on('login_failure').columns(['phone', 'at']).execute();
      await db.schema.createIndex('login_failure_ip').on('login_failure').columns(['ip', 'at']).execute();
      await db.schema
        .createTable('one_time_code')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('ref', 'text', (c) => c.notNull().unique())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts_left', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('confirmed_at', 'text')
        .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await db.schema.createIndex('one_time_code_target').on('one_time_code').columns(['purpose', 'target', 'created_at']).execute();
    },
  },
  '0303-accounts-code-request-ip': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('one_time_code').addColumn('requested_ip', 'text').execute();
      await db.schema.createIndex('one_time_code_ip').on('one_time_code').columns(['purpose', 'requested_ip', 'created_at']).execute();
    },
  },
  '0304-accounts-families-devices-secrets': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('auth_token').addColumn('family', 'integer').execute();
      await db.schema.createIndex('auth_token_family').on('auth_token').column('family').execute();
      await db.schema.alterTable('trusted_device').addColumn('expires_at', 'text').execute();
      await db.schema.alterTable('trusted_device').addColumn('label', 'text').execute();
      await db.schema.alterTable('one_time_code').addColumn('asker', 'text').execute();
      await db.schema
        .createTable('account_secret')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  },
};
