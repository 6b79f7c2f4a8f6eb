// The two brands (requirements §1): one definition for the machines, the SPA and the server.
export const TENANTS = ['sf', 'mf'] as const;
/** 'sf' (green look) or 'mf' (pink look). */
export type Tenant = (typeof TENANTS)[number];
