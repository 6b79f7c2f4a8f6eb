// Browser fingerprint (requirements §7.5): a SHA-256 hash of stable browser properties, given up after
// 5 s with 'Fingerprint timeout' (requirements §8). Computed once; the app reads it through
// getFingerprint().
import { FINGERPRINT_TIMEOUT } from '@/domain/messages';

export const FINGERPRINT_TIMEOUT_MS = 5000;

interface TemporalNow {
  Temporal?: { Now?: { timeZoneId?: () => string } };
}

/**
 * The browser's IANA time zone. Temporal's answer costs nothing, while the page's first
 * Intl.DateTimeFormat loads the locale's calendar data: about 100 ms at 4× CPU, a task that held
 * a client's keypress on /login (issue 32). Both read the same system zone, so the fingerprint
 * does not change with the way it was read.
 */
export function systemTimeZone(win: Window = window): string {
  try {
    const temporal = (win as Window & TemporalNow).Temporal?.Now?.timeZoneId?.();
    if (temporal) return temporal;
  } catch {
    // A half-shipped Temporal: Intl below still answers.
  }
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    // Some embedded browsers throw here; the other properties still identify the browser.
    return '';
  }
}

/** Properties that stay the same across visits of one browser on one device. */
export function collectBrowserProperties(win: Window = window): string[] {
  const { navigator: nav, screen } = win;
  const timeZone = systemTimeZone(win);
  return [
    nav.userAgent,
    nav.language,
    (nav.languages ?? []).join(','),
    nav.platform ?? '',
    String(nav.hardwareConcurrency ?? ''),
    String((nav as Navigator & { deviceMemory?: number }).deviceMemory ?? ''),
    String(nav.maxTouchPoints ?? ''),
    `${screen.width}x${screen.height}x${screen.colorDepth}`,
    String(win.devicePixelRatio ?? ''),
    timeZone,
    String(new Date(2020, 0, 1).getTimezoneOffset()),
    String(nav.cookieEnabled),
  ];
}

export async function hashProperties(properties: readonly string[]): Promise<string> {
  const bytes = new TextEncoder().encode(properties.join('\u241f'));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export function computeFingerprint(
  compute: () => Promise<string> = () => hashProperties(collectBrowserProperties()),
  timeoutMs: number = FINGERPRINT_TIMEOUT_MS,
): Promise<string> {
  return withTimeout(Promise.resolve().then(compute), timeoutMs, FINGERPRINT_TIMEOUT);
}

let fingerprint: Promise<string> | null = null;

/** The fingerprint, computed on first use. A failure is not cached, so a later call retries. */
export function getFingerprint(): Promise<string> {
  if (!fingerprint) {
    fingerprint = computeFingerprint().catch((error: unknown) => {
      fingerprint = null;
      throw error;
    });
  }
  return fingerprint;
}
