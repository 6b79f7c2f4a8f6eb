// Table types for Kysely. Money in integer kopecks; timestamps ISO-8601 UTC strings.
import type { Generated } from 'kysely';

export interface AnalyticsEventTable {
  id: Generated<number>;
  app_id: string | null;
  name: string;
  payload: string;
  created_at: string;
}

export interface DB {
  analytics_event: AnalyticsEventTable;
}
