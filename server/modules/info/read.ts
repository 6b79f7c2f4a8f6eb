// Reads of the info tables shared by the handlers and other modules (call-back reads the captcha flag).
import type { AppDb } from '../../db/database';
import type { SiteSettingsSeed } from '../../content/site-data';

export async function readSetting<T>(db: AppDb, tenant: string, key: string): Promise<T | undefined> {
  const row = await db.selectFrom('info_setting').select('value').where('tenant', '=', tenant).where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as T) : undefined;
}

/** 'auto' lights the garland in December and January. */
export function christmasLights(setting: boolean | 'auto', now: Date): boolean {
  if (setting !== 'auto') return setting;
  const month = now.getUTCMonth();
  return month === 11 || month === 0;
}

function settingsAnswer(s: SiteSettingsSeed | undefined, tenant: string, now: Date) {
  if (!s) throw new Error(`no site settings for tenant ${tenant}: the seed did not run`);
  return { ReCaptchaEnabled: s.ReCaptchaEnabled, EnableChristmasLights: christmasLights(s.EnableChristmasLights, now), LoanStatuses: s.LoanStatuses };
}

export async function siteSettings(db: AppDb, tenant: string, now = new Date()) {
  return settingsAnswer(await readSetting<SiteSettingsSeed>(db, tenant, 'settings'), tenant, now);
}

/** How long one node answers Info/Settings from the row it last read (docs/decisions.md). */
export const SETTINGS_FRESH_MS = 1000;

/**
 * Info/Settings for one node: every page asks for it and a database read per call was most of the
 * call's cost (design-notes §7: p99 ≤ 10 ms at 50 connections). The row is read again once it is a
 * second old, so an operator's change reaches every node within that second; concurrent misses
 * share one read.
 */
export function siteSettingsReader(db: AppDb, tenant: string, freshMs = SETTINGS_FRESH_MS, clock = () => Date.now()) {
  let last: { read: Promise<SiteSettingsSeed | undefined>; at: number } | undefined;
  return async (now = new Date()) => {
    if (!last || clock() - last.at >= freshMs) {
      const read = readSetting<SiteSettingsSeed>(db, tenant, 'settings');
      last = { read, at: clock() };
      read.catch(() => (last = undefined));
    }
    return settingsAnswer(await last.read, tenant, now);
  };
}
