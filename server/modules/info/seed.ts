// Writes the content of both tenants into the database. Content lives in code
// (server/content), so the seed replaces it whenever its hash changes and skips otherwise.
import { createHash } from 'node:crypto';
import { tenantContent, tenants } from '../../content';
import { escapeHtml } from '../../content/types';
import { sbpBanks } from '../../content/sbp-banks';
import type { AppDb } from '../../db/database';
import { newsImageUrl } from './media-route';

const HASH_KEY = 'content-hash';
const ALL = '*';

const paragraphsHtml = (items: string[]) => items.map((p) => `<p>${escapeHtml(p)}</p>`).join('');

export async function seedInfo(db: AppDb): Promise<void> {
  const content = tenants.map((t) => ({ tenant: t, ...tenantContent(t) }));
  const hash = createHash('sha256').update(JSON.stringify({ content, sbpBanks, documentOrder: 'position' })).digest('hex');
  const stored = await db
    .selectFrom('info_setting')
    .select('value')
    .where('tenant', '=', ALL)
    .where('key', '=', HASH_KEY)
    .executeTakeFirst();
  if (stored?.value === hash) return;

  await db.transaction().execute(async (trx) => {
    for (const table of ['info_faq_item', 'info_faq_section', 'info_page', 'info_news', 'info_document', 'info_setting', 'info_sbp_bank'] as const) {
      await trx.deleteFrom(table).execute();
    }
    for (const c of content) {
      const settings: [string, unknown][] = [
        ['settings', c.settings],
        ['contacts', c.contacts],
        ['footer', c.footer],
        ['company', c.company],
        ['calculator', c.calculator],
        ['requisites', c.requisites],
        ['pendingImage', c.pendingImage],
      ];
      await trx
        .insertInto('info_setting')
        .values(settings.map(([key, value]) => ({ tenant: c.tenant, key, value: JSON.stringify(value) })))
        .execute();
      await trx
        .insertInto('info_page')
        .values(
          c.pages.map((p) => ({
            tenant: c.tenant,
            path_key: p.path.toLowerCase(),
            path: p.path,
            title: p.title,
            meta_description: p.metaDescription,
            content: JSON.stringify(p),
          })),
        )
        .execute();
      for (const [i, group] of c.faq.entries()) {
        const section = await trx
          .insertInto('info_faq_section')
          .values({ tenant: c.tenant, title: group.title, sort: i })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('info_faq_item')
          .values(group.items.map((item, j) => ({ section_id: section.id, question: item.question, answer_html: paragraphsHtml(item.answer), sort: j })))
          .execute();
      }
      await trx
        .insertInto('info_news')
        .values(
          c.news.map((n) => ({
            tenant: c.tenant,
            slug: n.slug,
            title: n.title,
            preview: n.preview,
            content_html: paragraphsHtml(n.body),
            published_at: n.publishedAt,
            image_url: newsImageUrl(n.slug),
            is_promotion: n.isPromotion ? 1 : 0,
          })),
        )
        .execute();
      await trx
        .insertInto('info_document')
        .values(c.documents.map((d, position) => ({ tenant: c.tenant, slug: d.slug, name: d.name, in_footer: d.inFooter ? 1 : 0, content: JSON.stringify(d.sections), position })))
        .execute();
    }
    await trx
      .insertInto('info_sbp_bank')
      .values(sbpBanks.map((b, sort) => ({ id: b.id, name: b.name, color: b.color, initials: b.initials, sort })))
      .execute();
    await trx.insertInto('info_setting').values({ tenant: ALL, key: HASH_KEY, value: hash }).execute();
  });
}
