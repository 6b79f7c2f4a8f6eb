import type { Generated } from 'kysely';

export interface SandboxTables {
  /** What the analytics, tracker and chat stand-ins recorded. */
  sandbox_event: { id: Generated<number>; source: string; name: string; data: string; created_at: string };
  /** Address list of the suggestion stand-in; `search` is the lower-cased, ё-less value. */
  sandbox_address: {
    id: Generated<number>;
    value: string;
    search: string;
    postal_code: string;
    region: string;
    city: string;
    street: string;
    house: string;
  };
}
