// Service banners of the cabinet: the full list, one banner, the dashboard (LK) selection, the
// client's answers and the per-client display count. A banner aimed at another client is "not found".
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { nowIso } from '../../clock';
import { userIdOf } from '../accounts';
import type { ServerModule } from '../types';
import { LK_GROUP } from './service';
import { serviceBannersMigrations } from './tables';

export { LK_GROUP, addBanner, type NewBanner } from './service';
export type { ServiceBannersTables } from './tables';

/** Banners this client may see: the ones for everybody and the ones aimed at the client. */
const visibleTo = (db: AppDb, userId: number) =>
  db
    .selectFrom('service_banner')
    .selectAll()
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]));

type BannerRow = Awaited<ReturnType<ReturnType<typeof visibleTo>['executeTakeFirstOrThrow']>>;

async function bannerAnswers(db: AppDb, banners: BannerRow[]) {
  if (banners.length === 0) return [];
  const options = await db
    .selectFrom('service_banner_option')
    .selectAll()
    .where(
      'banner_id',
      'in',
      banners.map((b) => b.id),
    )
    .orderBy('sort')
    .execute();
  return banners.map((b) => ({
    Id: b.id,
    Kind: b.kind,
    Title: b.title,
    Text: b.text,
    ImageUrl: b.image_url,
    Answers: options.filter((o) => o.banner_id === b.id).map((o) => ({ Id: o.id, Text: o.text })),
  }));
}

async function visibleBanner(db: AppDb, userId: number, bannerId: number): Promise<BannerRow> {
  const banner = await visibleTo(db, userId).where('id', '=', bannerId).executeTakeFirst();
  if (!banner) throw new ApiError(404, 'NOT_FOUND', 'Баннер не найден');
  return banner;
}

async function saveAnswer(db: AppDb, userId: number, bannerId: number, answer: { option_id: number | null; text: string | null }): Promise<void> {
  const answered_at = nowIso();
  await db
    .insertInto('service_banner_answer')
    .values({ banner_id: bannerId, user_id: userId, ...answer, answered_at })
    .onConflict((oc) => oc.columns(['banner_id', 'user_id']).doUpdateSet({ ...answer, answered_at }))
    .execute();
}

export function serviceBannerHandlers(db: AppDb): HandlerMap {
  return {
    'GET /api/ServiceBanners': async (request) => bannerAnswers(db, await visibleTo(db, userIdOf(request)).orderBy('id').execute()),
    'GET /api/ServiceBanners/{id}': async (request) => {
      const banner = await visibleBanner(db, userIdOf(request), (request.params as { id: number }).id);
      return (await bannerAnswers(db, [banner]))[0];
    },
    // The dashboard shows a banner until the client answers it or has seen it max_show_count times.
    'GET /api/ServiceBanners/LK': async (request) => {
      const userId = userIdOf(request);
      const banners = await visibleTo(db, userId)
        .where('banner_group', '=', LK_GROUP)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('service_banner_answer as a').select('a.banner_id').whereRef('a.banner_id', '=', 'service_banner.id').where('a.user_id', '=', userId))),
        )
        .where((eb) =>
          eb.or([
            eb('max_show_count', 'is', null),
            eb(
              'max_show_count',
              '>',
              eb.fn.coalesce(
                eb
                  .selectFrom('service_banner_show as s')
                  .select('s.show_count')
                  .whereRef('s.banner_id', '=', 'service_banner.id')
                  .where('s.user_id', '=', userId),
                eb.lit(0),
              ),
            ),
          ]),
        )
        .orderBy('id')
        .execute();
      return bannerAnswers(db, banners);
    },
    'POST /api/ServiceBanners/Answer': async (request) => {
      const userId = userIdOf(request);
      const { BannerId, AnswerId } = request.body as { BannerId: number; AnswerId: number };
      await visibleBanner(db, userId, BannerId);
      const option = await db.selectFrom('service_banner_option').select('id').where('id', '=', AnswerId).where('banner_id', '=', BannerId).executeTakeFirst();
      if (!option) throw new ApiError(404, 'NOT_FOUND', 'У баннера нет такого ответа');
      await saveAnswer(db, userId, BannerId, { option_id: AnswerId, text: null });
      return { Success: true };
    },
    'POST /api/ServiceBanners/InputAnswer': async (request) => {
      const userId = userIdOf(request);
      const { BannerId, Text } = request.body as { BannerId: number; Text: string };
      const banner = await visibleBanner(db, userId, BannerId);
      if (banner.kind !== 'Input') throw new ApiError(400, 'BANNER_NOT_INPUT', 'Этот баннер не принимает ответ текстом');
      const text = Text.trim();
      if (text === '') throw new ApiError(400, 'TEXT_REQUIRED', 'Напишите ответ');
      await saveAnswer(db, userId, BannerId, { option_id: null, text });
      return { Success: true };
    },
    'POST /api/ServiceBanners/ShowCountIncrement': async (request, reply) => {
      const userId = userIdOf(request);
      const { BannerId } = request.body as { BannerId: number };
      await visibleBanner(db, userId, BannerId);
      const last_shown_at = nowIso();
      await db
        .insertInto('service_banner_show')
        .values({ banner_id: BannerId, user_id: userId, show_count: 1, last_shown_at })
        .onConflict((oc) => oc.columns(['banner_id', 'user_id']).doUpdateSet((eb) => ({ show_count: eb('service_banner_show.show_count', '+', 1), last_shown_at })))
        .execute();
      return reply.code(204).send();
    },
  };
}

export const serviceBannersModule: ServerModule = {
  name: 'service-banners',
  migrations: serviceBannersMigrations,
  handlers: ({ db }) => serviceBannerHandlers(db),
};
export { addDemoQuestionBanner } from './demo';
