// Content-Security-Policy violation reports: browsers post them to CSP_REPORT_PATH. Each is
// logged (a violation on a live site means either an attack or a page the policy forgot) and
// kept, so the sandbox can show testers and the e2e run can assert that none was sent.
import type { Generated, Kysely } from 'kysely';
import type { AppDb } from '../../db/database';
import { CSP_REPORT_PATH } from '../../security-headers';
import type { ServerModule } from '../types';

export interface CspReportTables {
  csp_report: {
    id: Generated<number>;
    received_at: string;
    document_uri: string;
    directive: string;
    blocked_uri: string;
  };
}

type Report = Record<string, unknown>;
const text = (value: unknown, max = 500) => (typeof value === 'string' ? value.slice(0, max) : '');

/** The two formats browsers send: `{ "csp-report": {…} }` (report-uri) and Reporting API lists. */
export function violationsOf(body: unknown): { documentUri: string; directive: string; blockedUri: string }[] {
  const items: Report[] = Array.isArray(body)
    ? body.map((r: Report) => (r?.body ?? {}) as Report)
    : body && typeof body === 'object' && 'csp-report' in body
      ? [(body as { 'csp-report': Report })['csp-report'] ?? {}]
      : [];
  return items.map((r) => ({
    documentUri: text(r['document-uri'] ?? r.documentURL),
    directive: text(r['violated-directive'] ?? r['effective-directive'] ?? r.effectiveDirective, 200),
    blockedUri: text(r['blocked-uri'] ?? r.blockedURL),
  }));
}

async function listReports(db: AppDb) {
  const rows = await db.selectFrom('csp_report').selectAll().orderBy('id').limit(200).execute();
  return rows.map((r) => ({ receivedAt: r.received_at, documentUri: r.document_uri, directive: r.directive, blockedUri: r.blocked_uri }));
}

export const cspReportsModule: ServerModule = {
  name: 'csp-reports',
  migrations: {
    '0900-csp-report': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('csp_report')
          .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
          .addColumn('received_at', 'text', (c) => c.notNull())
          .addColumn('document_uri', 'text', (c) => c.notNull())
          .addColumn('directive', 'text', (c) => c.notNull())
          .addColumn('blocked_uri', 'text', (c) => c.notNull())
          .execute();
      },
    },
  },
  async routes(app, { config, db }) {
    await app.register(async (scope) => {
      scope.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(null, null);
        }
      });
      scope.post(CSP_REPORT_PATH, async (request, reply) => {
        const violations = violationsOf(request.body).slice(0, 20);
        for (const v of violations) {
          request.log.warn({ csp: v }, 'content security policy violation');
          await db.insertInto('csp_report').values({ received_at: new Date().toISOString(), document_uri: v.documentUri, directive: v.directive, blocked_uri: v.blockedUri }).execute();
        }
        return reply.code(204).send();
      });
    });
    if (!config.sandbox) return;
    app.get('/dev/csp-reports.json', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listReports(db);
    });
  },
};
