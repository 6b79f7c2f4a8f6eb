// Writing messages into a client's cabinet.
import type { AppDb } from '../../db/database';

/** Puts a message into a client's cabinet (demo seed; the back office in a real deployment). */
export async function sendMessage(db: AppDb, userId: number, message: { title: string; text: string; createdAt: string; read?: boolean }): Promise<number> {
  const row = await db
    .insertInto('client_message')
    .values({ user_id: userId, title: message.title, text: message.text, created_at: message.createdAt, read_at: message.read ? message.createdAt : null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
