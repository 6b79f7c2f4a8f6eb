// Messages of the sandbox demo clients (server/modules/demo/clients.ts), oldest first.
import type { AppDb } from '../../db/database';
import { clock } from '../../clock';
import { sendMessage } from './service';

const DEMO_MESSAGES = [
  { title: 'Добро пожаловать в личный кабинет', text: 'Здесь можно следить за займом, вносить платежи, продлевать срок и загружать документы. Если остались вопросы — напишите нам или закажите обратный звонок.' },
  { title: 'Новые способы оплаты', text: 'Погасить заём теперь можно через Систему быстрых платежей без комиссии: деньги зачисляются сразу, а платёж виден в кабинете в течение нескольких минут.' },
  { title: 'Проверьте ваши данные', text: 'Пожалуйста, убедитесь, что паспортные данные и адрес в профиле актуальны. Если что-то изменилось, обновите их в разделе «Профиль».' },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first `read` demo messages are read, the next `unread` are not; one a day, the newest yesterday. */
export async function addDemoMessages(db: AppDb, userId: number, { read, unread }: { read: number; unread: number }): Promise<void> {
  const chosen = DEMO_MESSAGES.slice(0, read + unread);
  for (const [i, message] of chosen.entries()) {
    const createdAt = new Date(clock.now().getTime() - (chosen.length - i) * DAY_MS).toISOString();
    await sendMessage(db, userId, { ...message, createdAt, read: i < read });
  }
}
