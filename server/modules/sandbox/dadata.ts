// Address suggestions in the shape of the DaData suggestion API (used by /test/dadata and the
// address step): { suggestions: [{ value, unrestricted_value, data: { postal_code, region, city, street, house } }] }.
import { addresses } from '../../content/addresses';
import type { AppDb } from '../../db/database';

export const searchForm = (text: string) =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[.,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export async function seedAddresses(db: AppDb): Promise<void> {
  await db
    .insertInto('sandbox_address')
    .values(
      addresses.map((a) => ({
        value: a.value,
        search: searchForm(`${a.postalCode} ${a.value}`),
        postal_code: a.postalCode,
        region: a.region,
        city: a.city,
        street: a.street,
        house: a.house,
      })),
    )
    .onConflict((oc) => oc.column('value').doNothing())
    .execute();
}

export async function suggest(db: AppDb, query: string, count: number) {
  const words = searchForm(query).split(' ').filter(Boolean).slice(0, 8);
  if (words.length === 0) return { suggestions: [] };
  let select = db.selectFrom('sandbox_address').selectAll();
  for (const word of words.map((w) => w.replace(/[%_]/g, '')).filter(Boolean)) select = select.where('search', 'like', `%${word}%`);
  const rows = await select.orderBy('id').limit(count).execute();
  return {
    suggestions: rows.map((r) => ({
      value: r.value,
      unrestricted_value: `${r.postal_code}, ${r.value}`,
      data: { postal_code: r.postal_code, region: r.region, city: r.city, street: r.street, house: r.house },
    })),
  };
}
