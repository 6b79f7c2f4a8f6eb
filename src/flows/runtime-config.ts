// The runtime configuration the page carries (window.__APP_CONFIG__, inlined by whatever serves the
// SPA): parsed by its one definition (src/domain/runtime-config.ts), which the server shares.
import { parseRuntimeConfig, type RuntimeConfig } from '@/domain/runtime-config';

export type { RuntimeConfig };

declare global {
  interface Window {
    /** Untrusted: read through readRuntimeConfig only. */
    __APP_CONFIG__?: unknown;
  }
}

export function readRuntimeConfig(source: unknown = typeof window === 'undefined' ? undefined : window.__APP_CONFIG__): RuntimeConfig {
  return parseRuntimeConfig(source);
}
