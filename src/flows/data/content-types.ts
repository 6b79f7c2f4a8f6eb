// Shapes of the public-content answers, taken from the contract's generated types (never
// written by hand, so they follow openapi/api.yaml).
import type { components } from '@/api/generated/api';

type Schemas = components['schemas'];
export type SiteMaterialBlock = Schemas['SiteMaterialBlock'];
export type CalculatorSettings = Schemas['CalculatorSettings'];
