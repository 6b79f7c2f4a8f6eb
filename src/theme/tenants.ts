// The two brands. sf is the default token set; mf overrides the colours with its pink look.
import type { Tenant } from '@machines/tenant';
import { createTheme } from './stitches.config';

export type { Tenant };

/** mf's own tokens over the default (sf) ones. */
export const mfTokens = {
  colors: {
    brand: '#b8175f',
    brandHover: '#96124d',
    brandSoft: '#fbe7f0',
    // The brand's own dark pink, not green on pink: 7.1:1 on brandSoft (success notices).
    success: '#96124d',
    focus: '#6a1b9a',
  },
};

/** Stitches class to put on <html> for a tenant ('' for sf, whose tokens are the default). */
export function tenantThemeClass(tenant: Tenant): string {
  return tenant === 'mf' ? createTheme('tenant-mf', mfTokens).className : '';
}

export interface Brand {
  name: string;
  legalName: string;
}

export const brands: Record<Tenant, Brand> = {
  sf: { name: 'Семафор Финанс', legalName: 'ООО МКК «Семафор Финанс»' },
  mf: { name: 'Малина Финанс', legalName: 'ООО МКК «Малина Финанс»' },
};
