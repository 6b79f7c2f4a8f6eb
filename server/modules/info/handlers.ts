// Contract handlers of the public Info, SiteMaterials, Calculator and SBP reads.
import { bankLogoSvg } from '../../content/sbp-banks';
import { renderBlocks, type Page } from '../../content/types';
import { ApiError } from '../../errors';
import type { HandlerMap } from '../../contract/register';
import type { ModuleContext } from '../types';
import { readSetting, siteSettingsReader } from './read';

export function infoHandlers({ db, config }: ModuleContext): HandlerMap {
  const tenant = config.tenant;
  const setting = async (key: string) => {
    const value = await readSetting<unknown>(db, tenant, key);
    if (value === undefined) throw new Error(`setting ${key} missing for tenant ${tenant}: the seed did not run`);
    return value;
  };

  const readSettings = siteSettingsReader(db, tenant);
  const settings = async () => readSettings();
  const calculator = async () => setting('calculator');

  const siteMaterials = async (request: { body: unknown }) => {
    const path = (request.body as { Path: string }).Path;
    const key = (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();
    const row = await db.selectFrom('info_page').select(['content']).where('tenant', '=', tenant).where('path_key', '=', key).executeTakeFirst();
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'Страница не найдена');
    const page = JSON.parse(row.content) as Page;
    return { Path: page.path, Title: page.title, MetaDescription: page.metaDescription, Blocks: renderBlocks(page) };
  };

  const newsSummary = (n: { id: number; slug: string; title: string; preview: string; published_at: string; image_url: string | null; is_promotion: number }) => ({
    Id: n.id,
    Name: n.slug,
    Title: n.title,
    Preview: n.preview,
    PublishedAt: n.published_at,
    ImageUrl: n.image_url,
    IsPromotion: n.is_promotion === 1,
  });

  return {
    'GET /api/Info/Settings': settings,
    'GET /api/Info/Contacts': async () => setting('contacts'),
    'GET /api/Info/GetFooter': async () => setting('footer'),
    'GET /api/Info/company': async () => setting('company'),
    'GET /api/Info/Requisites': async () => setting('requisites'),
    'GET /api/Info/DefaultCalcSettings': calculator,
    'GET /api/Info/PendingImage': async () => setting('pendingImage'),
    'GET /client-api/Calculator/DefaultSettings': calculator,
    'GET /api/Info/faq': async () => {
      const sections = await db.selectFrom('info_faq_section').selectAll().where('tenant', '=', tenant).orderBy('sort').execute();
      const items = await db
        .selectFrom('info_faq_item')
        .selectAll()
        .where('section_id', 'in', sections.length ? sections.map((s) => s.id) : [-1])
        .orderBy('sort')
        .execute();
      return sections.map((s) => ({
        Id: s.id,
        Title: s.title,
        Items: items.filter((i) => i.section_id === s.id).map((i) => ({ Id: i.id, Question: i.question, Answer: i.answer_html })),
      }));
    },
    'GET /api/Info/news': async (request) => {
      const { page = 1, pageSize = 20 } = request.query as { page?: number; pageSize?: number };
      const all = db.selectFrom('info_news').where('tenant', '=', tenant);
      const { total } = await all.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await all
        .selectAll()
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { Items: rows.map(newsSummary), Total: Number(total), Page: page, PageSize: pageSize };
    },
    'GET /api/Info/news/{name}': async (request) => {
      const { name } = request.params as { name: string };
      const row = await db.selectFrom('info_news').selectAll().where('tenant', '=', tenant).where('slug', '=', name).executeTakeFirst();
      if (!row) throw new ApiError(404, 'NOT_FOUND', 'Новость не найдена');
      return { ...newsSummary(row), Content: row.content_html };
    },
    'POST /api/SiteMaterials': siteMaterials,
    'GET /client-api/SBP/Banks': async () => {
      const banks = await db.selectFrom('info_sbp_bank').selectAll().orderBy('sort').execute();
      return banks.map((b) => ({ Id: b.id, Name: b.name, LogoUrl: `/client-api/SBP/Banks/Logo/${b.id}`, AppScheme: `bank${b.id}` }));
    },
    'GET /client-api/SBP/Banks/Logo/{id}': async (request, reply) => {
      const { id } = request.params as { id: string };
      const bank = await db.selectFrom('info_sbp_bank').selectAll().where('id', '=', id).executeTakeFirst();
      if (!bank) throw new ApiError(404, 'NOT_FOUND', 'Банк не найден');
      return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(bankLogoSvg(bank));
    },
  };
}

/** Operations of client-api that answer exactly like their /api twins. */
export const clientApiMirrors: Record<string, string> = {
  'GET /client-api/Info/Settings': 'GET /api/Info/Settings',
  'GET /client-api/Info/DefaultCalcSettings': 'GET /api/Info/DefaultCalcSettings',
  'POST /client-api/SiteMaterials': 'POST /api/SiteMaterials',
  'GET /client-api/Info/PendingImage': 'GET /api/Info/PendingImage',
};
