// Customer-data marketing tracker (SPEC §7.5): receives "personal account created" and
// "passport data entered" events with a device UUID. Calls made before the script arrives go to
// `window.cdpQueue` ([method, ...args]) and are replayed by it, so no event is lost.
import { loadScript } from './load-script';

interface TrackerGlobal {
  track(event: string, data?: Record<string, unknown>): void;
  identify(data: Record<string, unknown>): void;
}

type TrackerCall = [method: keyof TrackerGlobal, ...args: unknown[]];

declare global {
  interface Window {
    cdp?: TrackerGlobal;
    cdpQueue?: { push(call: TrackerCall): unknown };
  }
}

export const TRACKER_EVENTS = {
  accountCreated: 'account_created',
  passportEntered: 'passport_entered',
} as const;

const DEVICE_UUID_KEY = 'cdpDeviceUuid';
let memoryUuid: string | null = null;

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked (private modes, strict cookie settings); a per-page id still works.
    return null;
  }
}

/** A stable id of this browser for the tracker, kept in localStorage. */
export function getDeviceUuid(storage: Storage | null = safeLocalStorage()): string {
  const stored = storage?.getItem(DEVICE_UUID_KEY) ?? memoryUuid;
  if (stored) return stored;
  const uuid = crypto.randomUUID();
  memoryUuid = uuid;
  storage?.setItem(DEVICE_UUID_KEY, uuid);
  return uuid;
}

function call(...args: TrackerCall): void {
  window.cdpQueue ??= [];
  window.cdpQueue.push(args);
}

export function startTracker(scriptUrl: string): Promise<void> {
  if (!scriptUrl) return Promise.resolve();
  call('identify', { deviceUuid: getDeviceUuid() });
  return loadScript(scriptUrl, { id: 'marketing-tracker' }).then(() => undefined);
}

export interface TrackerCustomer {
  phone?: string;
  email?: string;
}

/** Registration calls this once the personal account has been created. */
export function trackAccountCreated(customer: TrackerCustomer = {}): void {
  call('track', TRACKER_EVENTS.accountCreated, { deviceUuid: getDeviceUuid(), ...customer });
}

/** Registration calls this once passport data has been entered. */
export function trackPassportEntered(customer: TrackerCustomer = {}): void {
  call('track', TRACKER_EVENTS.passportEntered, { deviceUuid: getDeviceUuid(), ...customer });
}
