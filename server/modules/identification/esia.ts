// Identity confirmation through Госуслуги (ESIA). The SPA asks for the provider's page
// (GET ExternalSignin), the client consents or refuses there, and the provider sends the browser
// back with a one-time code (or `error=access_denied`) that the SPA exchanges (POST ExternalSignin):
// the client's identity is then confirmed and a fresh session token answered. In the sandbox the
// provider is a page of this server, marked «песочница»; it knows the client who started the visit.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { clock, nowIso } from '../../clock';
import { escapeHtml } from '../../content/types';
import { getUser, issueToken, registrationData, resolveSession, saveStep, sha256 } from '../accounts';

/** How long the provider's code and the visit are good for. */
export const ESIA_VISIT_LIFE_MS = 10 * 60 * 1000;
export const IDENTITY_STEP = 'IDENTITY_CONFIRMATION';
export const DEFAULT_RETURN = '/lk/identity-confirmation';

/** A path of this site only: the provider never sends the browser (and the code) elsewhere. */
export const safeReturnPath = (value: string | undefined): string =>
  value && /^\/(?![/\\])[^\s]*$/.test(value) ? value : DEFAULT_RETURN;

const withQuery = (path: string, params: Record<string, string>) => `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`;
const secret = () => randomBytes(24).toString('base64url');

export const identityConfirmed = async (db: AppDb, userId: number) => registrationData(await getUser(db, userId))[IDENTITY_STEP]?.Confirmed === true;

async function liveVisit(db: AppDb, state: string | undefined) {
  if (!state) return undefined;
  const row = await db.selectFrom('esia_request').selectAll().where('state', '=', state).executeTakeFirst();
  const fresh = row && row.used_at === null && Date.parse(row.created_at) + ESIA_VISIT_LIFE_MS > clock.now().getTime();
  return fresh ? row : undefined;
}

export function esiaHandlers(db: AppDb, sandbox: boolean): HandlerMap {
  return {
    'GET /api/Account/ExternalSignin': async (request) => {
      // The reference server has no contract with the real ESIA: outside the sandbox it says so.
      if (!sandbox) throw new ApiError(400, 'PROVIDER_UNAVAILABLE', 'Вход через Госуслуги сейчас недоступен');
      const session = await resolveSession(db, request);
      const state = secret();
      const returnUrl = safeReturnPath((request.query as { returnUrl?: string }).returnUrl);
      await db.insertInto('esia_request').values({ state, user_id: session?.userId ?? null, return_url: returnUrl, code_hash: null, created_at: nowIso(), used_at: null }).execute();
      const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
      return { Url: `${origin}/sandbox/esia?${new URLSearchParams({ state })}` };
    },
    'POST /api/Account/ExternalSignin': async (request) => {
      const body = request.body as { Code: string; State: string };
      const visit = await liveVisit(db, body.State);
      if (!visit || visit.code_hash === null || visit.user_id === null) throw new ApiError(400, 'ESIA_CODE_INVALID', 'Ответ Госуслуг устарел. Начните подтверждение заново');
      // One try: a wrong code ends the visit as a right one does.
      await db.updateTable('esia_request').set({ used_at: nowIso() }).where('id', '=', visit.id).execute();
      if (sha256(body.Code) !== visit.code_hash) throw new ApiError(400, 'ESIA_CODE_INVALID', 'Ответ Госуслуг устарел. Начните подтверждение заново');
      await saveStep(db, visit.user_id, IDENTITY_STEP, { Confirmed: true, Method: 'esia', ConfirmedAt: nowIso() });
      return issueToken(db, visit.user_id);
    },
  };
}

function consentPage(state: string, person: string | null): string {
  const who = person
    ? `<p>Вы вошли как <strong data-testid="esia-person">${escapeHtml(person)}</strong>.</p>`
    : '<p class="error">Песочница не знает, кто вы: начните подтверждение из личного кабинета.</p>';
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Госуслуги — песочница</title>
<style>body{margin:0;font:16px/1.5 system-ui,Arial,sans-serif;color:#1a1a1a;background:#eef2f7}main{max-width:520px;margin:32px auto;background:#fff;border-radius:12px;padding:24px}
.badge{display:inline-block;background:#ffd400;color:#000;font-weight:700;padding:2px 8px;border-radius:4px}h1{color:#0d4cd3;font-size:24px}
button{display:block;width:100%;margin-top:12px;font-size:18px;padding:12px;border:0;border-radius:8px;cursor:pointer}.allow{background:#0d4cd3;color:#fff}.deny{background:#e5e7eb;color:#1a1a1a}.error{color:#b00020}</style></head>
<body><main><p><span class="badge">песочница</span> Учебная страница вместо Госуслуг: никакие данные никуда не передаются.</p>
<h1>Госуслуги — предоставление прав доступа</h1>${who}
<p>Сервис микрозаймов запрашивает доступ к вашим данным: фамилия, имя и отчество, дата рождения, паспорт, СНИЛС.</p>
<form method="post" action="/sandbox/esia"><input type="hidden" name="state" value="${escapeHtml(state)}">
${person ? '<button class="allow" type="submit" name="decision" value="allow">Предоставить</button>' : ''}
<button class="deny" type="submit" name="decision" value="deny">Отказать</button></form></main></body></html>`;
}

/** The sandbox provider's consent page and its answer. */
export async function registerEsiaSandbox(app: FastifyInstance, db: AppDb): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
    const expired = (reply: FastifyReply) =>
      html(reply, 404, '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Госуслуги — песочница</title></head><body><main><h1>Ссылка устарела</h1><p><a href="/lk/identity-confirmation">Вернуться в личный кабинет</a></p></main></body></html>');
    const personOf = async (userId: number | null) => {
      if (userId === null) return null;
      const user = await getUser(db, userId);
      return [user.last_name, user.first_name, user.middle_name].filter(Boolean).join(' ') || user.phone;
    };

    scope.get('/sandbox/esia', async (request, reply) => {
      const visit = await liveVisit(db, (request.query as { state?: string }).state);
      if (!visit) return expired(reply);
      return html(reply, 200, consentPage(visit.state, await personOf(visit.user_id)));
    });
    scope.post('/sandbox/esia', async (request: FastifyRequest, reply) => {
      const form = (request.body ?? {}) as Record<string, string | undefined>;
      const visit = await liveVisit(db, form.state);
      if (!visit || visit.code_hash !== null) return expired(reply);
      if (form.decision !== 'allow' || visit.user_id === null) {
        await db.updateTable('esia_request').set({ used_at: nowIso() }).where('id', '=', visit.id).execute();
        return reply.redirect(withQuery(visit.return_url, { error: 'access_denied', state: visit.state }), 303);
      }
      const code = secret();
      await db.updateTable('esia_request').set({ code_hash: sha256(code) }).where('id', '=', visit.id).execute();
      return reply.redirect(withQuery(visit.return_url, { code, state: visit.state }), 303);
    });
  });
}
