// Debug mode in the browser (requirements §9; the rule is src/domain/debug-mode.ts). What it shows:
// every machine's steps in the console (console.debug: the actor, the event's type, the state it
// is in after), for a tester or a support engineer reproducing a client's problem on any build —
// the statechart viewer exists only in the sandbox and dev builds. Event payloads are never
// logged: they carry what clients type (phones, codes, passwords).
import type { InspectionEvent } from 'xstate';
import { cookieWrite } from '@/domain/cookie-values';
import { DEBUG_COOKIE, DEBUG_COOKIE_LIFE_MS, decideDebugMode } from '@/domain/debug-mode';
import type { RuntimeConfig } from './runtime-config';
import { observeActors } from './inspector';

let debugOn = false;

/** Whether debug mode is on in this tab (false until boot has decided, and on the server). */
export const isDebugMode = (): boolean => debugOn;

/** One console line per step of every actor started with `withInspector`. */
export function logMachineStep(event: InspectionEvent, log: (...args: unknown[]) => void = console.debug): void {
  if (event.type !== '@xstate.snapshot') return;
  const id = (event.actorRef as { id?: string }).id ?? event.actorRef.sessionId;
  const value = (event.snapshot as { value?: unknown }).value;
  log(`[machine] ${id}: ${event.event.type} → ${JSON.stringify(value ?? null)}`);
}

/** Call once at boot, before the first actor starts: decides the mode, keeps or drops its cookie, logs the machines when on. */
export function startDebugMode(config: Pick<RuntimeConfig, 'debug'>, win: Window = window): boolean {
  const decision = decideDebugMode({ search: win.location.search, cookies: win.document.cookie, configDebug: config.debug });
  const secure = win.location.protocol === 'https:';
  if (decision.cookie === 'set') win.document.cookie = cookieWrite(DEBUG_COOKIE, '1', new Date(Date.now() + DEBUG_COOKIE_LIFE_MS), secure);
  if (decision.cookie === 'clear') win.document.cookie = cookieWrite(DEBUG_COOKIE, '', new Date(0), secure);
  debugOn = decision.on;
  if (debugOn) {
    win.document.documentElement.dataset.debug = 'on';
    observeActors((event) => logMachineStep(event));
  }
  return debugOn;
}
