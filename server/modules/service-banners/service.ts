// Publishing service banners.
import type { AppDb } from '../../db/database';
import { nowIso } from '../../clock';

export const LK_GROUP = 'LK';

export interface NewBanner {
  group: string;
  kind: 'Info' | 'Question' | 'Input';
  title: string;
  text: string;
  imageUrl?: string | null;
  /** Only this client sees it; omitted = every client. */
  userId?: number;
  maxShowCount?: number | null;
  /** Answer options of a Question banner, in order. */
  options?: string[];
}

/** Publishes a banner (demo seed; the back office in a real deployment). */
export async function addBanner(db: AppDb, banner: NewBanner): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('service_banner')
      .values({
        banner_group: banner.group,
        kind: banner.kind,
        title: banner.title,
        text: banner.text,
        image_url: banner.imageUrl ?? null,
        user_id: banner.userId ?? null,
        max_show_count: banner.maxShowCount ?? null,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const options = banner.options ?? [];
    if (options.length > 0) await trx.insertInto('service_banner_option').values(options.map((text, sort) => ({ banner_id: id, text, sort }))).execute();
    return id;
  });
}
