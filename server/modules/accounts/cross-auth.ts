// Token exchange with the old site, and the client-api variants of restore and e-mail calls.
// In the sandbox the "old site" is this application, so an old-site token is any live token
// issued here (a session token or a one-time cross token).
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { confirmCode } from './codes';
import { appIdOf } from './devices';
import { findToken, issueToken, revokeToken } from './sessions';
import { noticeEmailChanged } from './notices';
import { getUser, requirePhone } from './users';

export function crossAuthHandlers(db: AppDb): HandlerMap {
  const exchange = async (oldToken: string) => {
    const cross = await findToken(db, oldToken, 'cross');
    if (cross) await revokeToken(db, cross.id);
    const row = cross ?? (await findToken(db, oldToken, 'access'));
    if (!row) throw new ApiError(400, 'INVALID_TOKEN', 'Токен старого сайта недействителен, войдите снова');
    // The copy belongs to the sign-in it was made from: that sign-in's logout ends it too.
    return issueToken(db, row.user_id, 'access', row.family);
  };
  return {
    'POST /api/CrossAuth/Create': async (request) => exchange((request.body as { OldToken: string }).OldToken),
    'POST /client-api/Account/CrossAuth': async (request) => exchange((request.body as { OldToken: string }).OldToken),

    'POST /client-api/Account/PasswordRestore/ValidateCode': async (request) => {
      const body = request.body as { Phone: string; Code: string; FlowId?: string };
      const asker = appIdOf(request) ?? null;
      const confirmed = await confirmCode(db, { purpose: 'restore', target: requirePhone(body.Phone), code: body.Code, flowId: body.FlowId, asker });
      if (confirmed.userId === null) throw new ApiError(400, 'CODE_EXPIRED', 'Код устарел или не запрашивался. Запросите новый код');
      const { Token, Expires } = await issueToken(db, confirmed.userId, 'restore');
      return { RestoreToken: Token, Expires };
    },

    // The link in the letter carries the address and the code, so no session is needed.
    'POST /client-api/Account/ConfirmEmail': async (request) => {
      const body = request.body as { Email: string; Code: string };
      const email = body.Email.toLowerCase();
      const confirmed = await confirmCode(db, { purpose: 'confirm-email', target: email, code: body.Code });
      if (confirmed.userId !== null) {
        const before = await getUser(db, confirmed.userId);
        await db.updateTable('user_account').set({ email, email_confirmed: 1 }).where('id', '=', confirmed.userId).execute();
        if (before.email !== email) await noticeEmailChanged(db, before, email);
      }
      return { Success: true };
    },
  };
}
