// Table types for Kysely: each module declares its own tables and DB joins them.
// Money in integer kopecks; timestamps ISO-8601 UTC strings.
import type { CoreTables } from '../modules/core';

// Modules add their table interfaces to this intersection.
export type DB = CoreTables;
