// The company's documents as stored by the info seed, read and rendered in one place: the
// /docs/{slug}.html pages and the Files calls of the cabinet (StaticDocument, consents) use these.
import { brands } from '../../content/brand';
import { escapeHtml, renderSection, type Section } from '../../content/types';
import type { Tenant } from '../../content/brand';
import type { AppDb } from '../../db/database';

export interface CompanyDocument {
  /** Position in the company's list (1-based, the seed keeps the content order): the DocumentContent Id. */
  id: number;
  slug: string;
  name: string;
  inFooter: boolean;
  /** The document's body as HTML, without the page around it. */
  bodyHtml: string;
}

const renderBody = (sections: Section[]) =>
  sections.map((s) => `${s.heading ? `<h2>${escapeHtml(s.heading)}</h2>` : ''}${renderSection(s)}`).join('');

export async function listCompanyDocuments(db: AppDb, tenant: string): Promise<CompanyDocument[]> {
  const rows = await db
    .selectFrom('info_document')
    .select(['slug', 'name', 'in_footer', 'content'])
    .where('tenant', '=', tenant)
    .orderBy('position')
    .execute();
  return rows.map((r, i) => ({ id: i + 1, slug: r.slug, name: r.name, inFooter: r.in_footer === 1, bodyHtml: renderBody(JSON.parse(r.content) as Section[]) }));
}

export async function findCompanyDocument(db: AppDb, tenant: string, slug: string): Promise<CompanyDocument | undefined> {
  return (await listCompanyDocuments(db, tenant)).find((d) => d.slug === slug);
}

/** The standalone page of a document, in the tenant's brand. */
export function companyDocumentPage(doc: CompanyDocument, tenant: Tenant): string {
  const brand = brands[tenant];
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.name)} — ${escapeHtml(brand.legalName)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:760px;margin:0 auto;padding:24px;color:#1a1a1a}h1{color:${brand.color}}th{text-align:left;padding:4px 12px 4px 0;vertical-align:top}footer{margin-top:40px;color:#666;font-size:14px}</style>
</head><body><main><h1>${escapeHtml(doc.name)}</h1><p>${escapeHtml(brand.legalName)}</p>${doc.bodyHtml}</main>
<footer>Демонстрационный документ: ${escapeHtml(brand.legalName)} — вымышленная организация.</footer></body></html>`;
}
