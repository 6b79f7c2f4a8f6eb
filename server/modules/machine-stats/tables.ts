// Machine transitions of real sessions, counted per machine, arrow and Moscow day (migrations
// 0950–0959). A row holds names from the machines' code only (machine id, state ids, event type):
// never event data, never anything about the client.
import type { Kysely } from 'kysely';

export interface MachineStatsTables {
  machine_transition_day: {
    day: string;
    machine: string;
    source: string;
    event: string;
    target: string;
    count: number;
  };
}

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
};
