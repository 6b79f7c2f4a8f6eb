// Why a client cannot apply now (SendApplicationBlockInfo): the account's flags, and a refusal of
// the last application while its cool-down lasts.
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { clock } from '../../clock';
import { getUser, userIdOf } from '../accounts';
import { LOAN_STATUS } from '../loans';

export const REFUSAL_COOLDOWN_DAYS = 30;

export function blockInfoHandlers(db: AppDb): HandlerMap {
  return {
    'GET /api/Account/SendApplicationBlockInfo': async (request) => {
      const user = await getUser(db, userIdOf(request));
      const ReasonList: { Code: string; Text: string }[] = [];
      if (user.extremist) ReasonList.push({ Code: 'EXTREMIST', Text: 'Клиент найден в перечне лиц, причастных к экстремистской деятельности' });
      if (user.is_freezed) ReasonList.push({ Code: 'FREEZED', Text: 'Учётная запись заморожена. Обратитесь в службу поддержки' });
      if (user.is_reject) ReasonList.push({ Code: 'REJECT', Text: 'Компания не может предложить вам заём' });
      let BlockedUntil: string | null = null;
      const last = await db.selectFrom('loan').select(['status', 'created_at']).where('user_id', '=', user.id).orderBy('id', 'desc').executeTakeFirst();
      if (last?.status === LOAN_STATUS.REFUSED) {
        const until = new Date(new Date(last.created_at).getTime() + REFUSAL_COOLDOWN_DAYS * 86_400_000);
        if (until > clock.now()) {
          ReasonList.push({ Code: 'SCORING_REFUSED', Text: 'По последней заявке получен отказ. Новую заявку можно подать позже' });
          BlockedUntil = until.toISOString();
        }
      }
      return { ReasonList, BlockedUntil };
    },
  };
}
