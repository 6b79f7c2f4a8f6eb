// Machine transitions of real sessions, counted per Moscow day, brand, machine and arrow
// (migrations 0950–0959). A row holds names from the machines' code only (machine id, state ids,
// event type) and the brand of the node that took the batch: never event data, never anything
// about the client. Both brands' nodes may share one database; the brand column keeps them apart.
import { sql, type Kysely } from 'kysely';

export interface MachineStatsTables {
  machine_transition_brand_day: {
    day: string;
    /** The tenant of the node that counted it; UNKNOWN_BRAND for rows counted before brands were told apart. */
    brand: string;
    machine: string;
    source: string;
    event: string;
    target: string;
    count: number;
  };
}

/** The brand of counts made before the brand was recorded: kept, never guessed. */
export const UNKNOWN_BRAND = 'unknown';

export const machineStatsMigrations = {
  '0950-machine-transition-day': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('machine_transition_day')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('machine', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('machine_transition_day_pk', ['day', 'machine', 'source', 'event', 'target'])
        .execute();
    },
  },
  // The brand joins the key (SQLite cannot change a primary key in place): a new table, the old rows copied under UNKNOWN_BRAND.
  '0951-machine-transition-brand-day': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('machine_transition_brand_day')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('brand', 'text', (c) => c.notNull())
        .addColumn('machine', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('machine_transition_brand_day_pk', ['day', 'brand', 'machine', 'source', 'event', 'target'])
        .execute();
      await sql`insert into machine_transition_brand_day (day, brand, machine, source, event, target, count)
        select day, ${UNKNOWN_BRAND}, machine, source, event, target, count from machine_transition_day`.execute(db);
      await db.schema.dropTable('machine_transition_day').execute();
    },
  },
};
