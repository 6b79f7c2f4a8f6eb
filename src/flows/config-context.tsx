// Runtime configuration for every component (SPEC §7: host, tenant, keys come at run time).
import { createContext, useContext, type ReactNode } from 'react';
import { readRuntimeConfig, type RuntimeConfig } from './runtime-config';

const ConfigContext = createContext<RuntimeConfig | null>(null);

export function ConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

/** The runtime configuration; outside a provider (tests, prerender) the defaults are used. */
export function useRuntimeConfig(): RuntimeConfig {
  return useContext(ConfigContext) ?? readRuntimeConfig(typeof window === 'undefined' ? {} : undefined);
}
