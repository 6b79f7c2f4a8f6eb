// The company's documents as files for the cabinet and the loan steps: a document by name, the
// normative documents list and the two consents shown before a loan. The text is the info
// module's (the same as the /docs/{slug}.html pages); this module only serves it.
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { documentUrl } from '../../content/documents';
import type { Tenant } from '../../content/brand';
import { ApiError } from '../../errors';
import { companyDocumentPage, findCompanyDocument, listCompanyDocuments } from '../info';
import type { ServerModule } from '../types';

/** Which company document each pre-loan consent call answers with. */
export const CONSENT_SLUGS = {
  borrower: 'soglasie-na-obrabotku',
  otherPeople: 'soglasie-tretih-lic',
} as const;

export function companyDocumentHandlers(db: AppDb, tenant: Tenant): HandlerMap {
  const consent = (slug: string) => async () => {
    const doc = await findCompanyDocument(db, tenant, slug);
    // The info seed writes every document at start: a missing one is a broken deployment.
    if (!doc) throw new Error(`company document ${slug} is missing`);
    return { Id: doc.id, Name: doc.name, Content: doc.bodyHtml, PdfUrl: null };
  };
  return {
    'GET /api/files/StaticDocument': async (request, reply) => {
      const { name } = request.query as { name: string };
      const doc = await findCompanyDocument(db, tenant, name);
      if (!doc) throw new ApiError(404, 'NOT_FOUND', 'Документ не найден');
      return reply
        .header('cache-control', 'public, max-age=3600')
        .header('content-disposition', `inline; filename="${doc.slug}.html"`)
        .type('text/html; charset=utf-8')
        .send(companyDocumentPage(doc, tenant));
    },
    'GET /api/files/GetNormativeDocuments': async () => (await listCompanyDocuments(db, tenant)).map((d) => ({ Name: d.name, Url: documentUrl(d.slug) })),
    'GET /api/files/GetConsentBorrowerBeforeGettingLoan': consent(CONSENT_SLUGS.borrower),
    'GET /api/files/GetPassInfoOtherPeopleBeforeGettingLoan': consent(CONSENT_SLUGS.otherPeople),
  };
}

export const companyDocumentsModule: ServerModule = {
  name: 'company-documents',
  handlers: ({ db, config }) => companyDocumentHandlers(db, config.tenant),
};
