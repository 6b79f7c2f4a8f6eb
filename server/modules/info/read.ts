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

export async function siteSettings(db: AppDb, tenant: string, now = new Date()) {
  const s = await readSetting<SiteSettingsSeed>(db, tenant, 'settings');
  if (!s) throw new Error(`no site settings for tenant ${tenant}: the seed did not run`);
  return { ReCaptchaEnabled: s.ReCaptchaEnabled, EnableChristmasLights: christmasLights(s.EnableChristmasLights, now), LoanStatuses: s.LoanStatuses };
}
