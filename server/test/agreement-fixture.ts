// A document waiting for one client's signature, written straight into the database (the
// reference server has no back-office call that offers one).
import type { AppDb } from '../db/database';
import { offerAgreement } from '../modules/agreements';

export async function sandboxAgreement(db: AppDb, phone: string): Promise<number> {
  const user = await db.selectFrom('user_account').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
  return offerAgreement(db, { userId: user.id, kind: 'terms', name: 'Согласие на взаимодействие с третьими лицами', content: '<p>Текст согласия.</p>' });
}
