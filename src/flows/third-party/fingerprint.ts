// Browser fingerprint (SPEC §7.5): a SHA-256 hash of stable browser properties, given up after
// 5 s with 'Fingerprint timeout' (SPEC §8). Computed once; the app reads it through
// getFingerprint() / peekFingerprint().
import { FINGERPRINT_TIMEOUT } from '@/domain/messages';

export const FINGERPRINT_TIMEOUT_MS = 5000;

/** Properties that stay the same across visits of one browser on one device. */
export function collectBrowserProperties(win: Window = window): string[] {
  const { navigator: nav, screen } = win;
  let timeZone = '';
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    // Some embedded browsers throw here; the other properties still identify the browser.
  }
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
let known: string | null = null;

/** The fingerprint, computed on first use. A failure is not cached, so a later call retries. */
export function getFingerprint(): Promise<string> {
  if (!fingerprint) {
    fingerprint = computeFingerprint().then(
      (hash) => {
        known = hash;
        return hash;
      },
      (error: unknown) => {
        fingerprint = null;
        throw error;
      },
    );
  }
  return fingerprint;
}

/** The fingerprint if it is already known, without waiting (e.g. for a request header). */
export function peekFingerprint(): string | null {
  return known;
}
