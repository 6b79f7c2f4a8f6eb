// Cards of the client and the sandbox provider page that links a new one.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { realProviders, signedPageUrl } from '../../providers';
import { clock, nowIso } from '../../clock';
import { userIdOf } from '../accounts';
import { GROUP, hasDocumentIn } from '../files';
import type { ServerModule } from '../types';
import { renderCardPage } from './page';
import { addCard, cardAnswer, getCard, listCards, setDefaultCard, type CardRow } from './service';
import { cardsMigrations } from './tables';

export type { CardsTables } from './tables';
// What other modules use of this one.
export { addCard, defaultCardId, getCard } from './service';

export const LINK_SESSION_LIFE_MS = 30 * 60 * 1000;

/** Only a path of this site: the provider page must not become an open redirect. */
export function isSafeReturnUrl(url: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(url);
}

export function cardHandlers(db: AppDb): HandlerMap {
  return {
    'GET /api/cards': async (request) => {
      const userId = userIdOf(request);
      const withPhoto = photoOf(await hasDocumentIn(db, userId, GROUP.CARD_PHOTO));
      return (await listCards(db, userId)).map(withPhoto);
    },
    'GET /api/cards/Card/{id}': async (request) => {
      const userId = userIdOf(request);
      return photoOf(await hasDocumentIn(db, userId, GROUP.CARD_PHOTO))(await getCard(db, userId, (request.params as { id: number }).id));
    },
    'POST /api/cards/Card': async (request) => {
      await setDefaultCard(db, userIdOf(request), (request.body as { CardId: number }).CardId);
      return { Success: true };
    },
    'POST /api/cards/AddCardByUrl': async (request) => {
      const { ReturnUrl } = request.body as { ReturnUrl: string };
      if (!isSafeReturnUrl(ReturnUrl)) throw new ApiError(400, 'INVALID_RETURN_URL', 'Адрес возврата должен быть страницей этого сайта');
      const id = randomUUID();
      await db.insertInto('card_link_session').values({ id, user_id: userIdOf(request), return_url: ReturnUrl, created_at: nowIso(), card_id: null }).execute();
      const real = realProviders();
      if (!real) return { Url: `/sandbox/payment/card?session=${id}` };
      // The provider's page sends the card back to our route (PaymentGateway/CardLink/Callback), the browser to the return page.
      const site = real.acquiring.publicUrl;
      return { Url: signedPageUrl(real.endpoints.cards, { session: id, returnUrl: `${site}${ReturnUrl}`, notificationUrl: `${site}/api/PaymentGateway/CardLink/Callback` }) };
    },
    // The card's photo is the newest upload of the card-photo document group.
    'GET /api/cards/images/{id}': async (request, reply) => {
      const userId = userIdOf(request);
      await getCard(db, userId, (request.params as { id: number }).id);
      const photo = await db
        .selectFrom('user_document')
        .select(['mime_type', 'data'])
        .where('user_id', '=', userId)
        .where('group_id', '=', GROUP.CARD_PHOTO)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!photo) throw new ApiError(404, 'NOT_FOUND', 'Фотография карты не загружена');
      return reply.header('cache-control', 'private, no-store').type(photo.mime_type).send(photo.data);
    },
  };
}

/** A card's answer with whether cards/images has a photo to send (issue 28: the SPA asked for every card and got 404). */
const photoOf = (hasPhoto: boolean) => (card: CardRow) => ({ ...cardAnswer(card), HasPhoto: hasPhoto });

function withQuery(path: string, key: string, value: string): string {
  const url = new URL(path, 'http://local');
  url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

async function liveSession(db: AppDb, id: string | undefined) {
  if (!id) return undefined;
  const row = await db.selectFrom('card_link_session').selectAll().where('id', '=', id).where('card_id', 'is', null).executeTakeFirst();
  if (!row || new Date(row.created_at).getTime() + LINK_SESSION_LIFE_MS < clock.now().getTime()) return undefined;
  return row;
}

/**
 * The card a link session produced (the provider's signed notice, or the sandbox page): added once,
 * the session closed by the same transaction. Null when the session is unknown, expired or done.
 */
export async function completeCardLink(db: AppDb, sessionId: string, card: Parameters<typeof addCard>[2]): Promise<number | null> {
  const session = await liveSession(db, sessionId);
  if (!session) return null;
  return db.transaction().execute(async (trx) => {
    const cardId = await addCard(trx, session.user_id, card);
    const closed = await trx.updateTable('card_link_session').set({ card_id: cardId }).where('id', '=', session.id).where('card_id', 'is', null).executeTakeFirst();
    if (Number(closed.numUpdatedRows) === 0) throw new CardLinkDone();
    return cardId;
  }).catch((error: unknown) => {
    if (error instanceof CardLinkDone) return null;
    throw error;
  });
}
class CardLinkDone extends Error {}

const EXPIRED_PAGE = 'Ссылка на привязку карты устарела. Вернитесь в личный кабинет и начните заново.';

async function sandboxRoutes(app: FastifyInstance, db: AppDb): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.get('/sandbox/payment/card', async (request, reply) => {
      const session = await liveSession(db, (request.query as { session?: string }).session);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!session) return reply.code(404).send(`<!doctype html><html lang="ru"><meta charset="utf-8"><title>Песочница</title><p>${EXPIRED_PAGE}</p></html>`);
      return renderCardPage(session.id);
    });
    scope.post('/sandbox/payment/card', async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string | undefined>;
      const session = await liveSession(db, form.session);
      if (!session) return reply.code(404).type('text/html; charset=utf-8').send(`<!doctype html><html lang="ru"><meta charset="utf-8"><p>${EXPIRED_PAGE}</p></html>`);
      if (form.action === 'cancel') return reply.redirect(withQuery(session.return_url, 'cardError', 'cancelled'), 303);
      const expiry = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(form.expiry ?? '');
      const systems: CardRow['payment_system'][] = ['Mir', 'Visa', 'Mastercard', 'Other'];
      const system = systems.find((s) => s === form.system);
      if (!/^\d{4}$/.test(form.last4 ?? '') || !expiry || !system) {
        return reply.code(400).type('text/html; charset=utf-8').send(renderCardPage(session.id, 'Проверьте номер карты, срок действия и CVC'));
      }
      const cardId = await completeCardLink(db, session.id, {
        last4: form.last4!,
        expiryMonth: Number(expiry[1]),
        expiryYear: 2000 + Number(expiry[2]),
        paymentSystem: system,
      });
      if (cardId === null) return reply.code(404).type('text/html; charset=utf-8').send(`<!doctype html><html lang="ru"><meta charset="utf-8"><p>${EXPIRED_PAGE}</p></html>`);
      return reply.redirect(withQuery(session.return_url, 'cardAdded', String(cardId)), 303);
    });
  });
}

export const cardsModule: ServerModule = {
  name: 'cards',
  migrations: cardsMigrations,
  handlers: ({ db }) => cardHandlers(db),
  async routes(app, { config, db }) {
    if (config.sandbox) await sandboxRoutes(app, db);
  },
};
