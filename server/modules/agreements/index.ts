// Agreements of the signed-in client (Agreement, Agreement/List on both APIs) and their signing
// with an SMS code (RepeatSignAgreements sends it, ApproveSignAgreements checks it; the accounts
// code service's rules: 5 minutes, 3 tries, a new code after 60 s). Registration agreements
// (ids 1–3) and the client's own documents (ids from 1001) go through the same calls.
import type { FastifyRequest } from 'fastify';
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { confirmCode, findUserByPhone, getUser, maskPhone, sendCode, userIdOf } from '../accounts';
import type { ServerModule } from '../types';
import { getAgreement, listAgreements, markSigned, NOT_FOUND, type ClientAgreement } from './service';
import { agreementsMigrations } from './tables';

export { getAgreement, markSigned, offerAgreement, recordSignedAgreement, signatureText, waitingTerms } from './service';
export type { AgreementsTables } from './tables';
import { addDemoTermsUpdate } from './demo';

// What other modules use of this one.
export { addDemoTermsUpdate };

const summary = (a: ClientAgreement) => ({ Id: a.Id, Name: a.Name, Url: `/api/Agreement?id=${a.Id}`, IsRequired: true, IsSigned: a.IsSigned, SignedAt: a.SignedAt });
/** A prolongation's agreement has its own PDF beside its loan (loans module); other documents are read as HTML. */
const pdfUrlOf = (a: ClientAgreement) => (a.row?.kind === 'prolongation' && a.row.loan_id !== null ? `/api/Loans/${a.row.loan_id}/ProlongationAgreement/${a.Id}` : null);
const documentOf = (a: ClientAgreement) => ({ Id: a.Id, Name: a.Name, Content: a.Content, PdfUrl: pdfUrlOf(a) });
const alreadySigned = () => new ApiError(400, 'ALREADY_SIGNED', 'Документ уже подписан');

export function agreementHandlers(db: AppDb): HandlerMap {
  const list = async (request: FastifyRequest) => (await listAgreements(db, userIdOf(request))).map(summary);
  const one = async (request: FastifyRequest) => documentOf(await getAgreement(db, userIdOf(request), (request.query as { id: number }).id));
  return {
    'GET /api/Agreement/List': list,
    'GET /client-api/Agreement/List': list,
    'GET /api/Agreement': one,
    'GET /client-api/Agreement': one,
    'GET /api/Account/GetStartUnsignedAgreement/{id}': async (request) => {
      const found = await getAgreement(db, userIdOf(request), (request.params as { id: number }).id);
      if (found.IsSigned) throw new ApiError(404, 'NOT_FOUND', 'Неподписанных документов нет');
      return documentOf(found);
    },
    'POST /api/Account/RepeatSignAgreements/{id}': async (request) => {
      const userId = userIdOf(request);
      const found = await getAgreement(db, userId, (request.params as { id: number }).id);
      if (found.row && found.IsSigned) throw alreadySigned();
      const user = await getUser(db, userId);
      const { CodeLength, ResendAfterSeconds, SentTo } = await sendCode(db, {
        purpose: 'sign-agreements',
        channel: 'sms',
        target: user.phone,
        userId,
        payload: { agreementId: found.Id },
      });
      return { CodeLength, ResendAfterSeconds, SentTo };
    },
    'POST /api/Account/ApproveSignAgreements': async (request) => {
      const body = request.body as { AgreementIds: number[]; Code: string };
      const userId = userIdOf(request);
      // Every id must be the client's own document, and none of its own documents signed already:
      // checked before the code is spent, so a refusal leaves the code usable.
      const found = await Promise.all(body.AgreementIds.map((id) => getAgreement(db, userId, id).catch(() => Promise.reject(NOT_FOUND()))));
      if (found.some((a) => a.row && a.IsSigned)) throw alreadySigned();
      const { target } = await confirmCode(db, { purpose: 'sign-agreements', userId, code: body.Code });
      const rowIds = found.filter((a) => a.row).map((a) => a.Id);
      const signedAll = await db.transaction().execute(async (trx) => {
        if (found.some((a) => !a.row)) await trx.updateTable('user_account').set({ agreements_signed: 1 }).where('id', '=', userId).execute();
        const ok = await markSigned(trx, userId, rowIds, maskPhone(target));
        if (!ok) throw alreadySigned();
        return ok;
      });
      return { Success: signedAll };
    },
  };
}

const termsUpdateBody = {
  type: 'object',
  required: ['Phone'],
  additionalProperties: false,
  properties: { Phone: { type: 'string', pattern: '^7\\d{10}$' } },
} as const;

export const agreementsModule: ServerModule = {
  name: 'agreements',
  migrations: agreementsMigrations,
  handlers: ({ db }) => agreementHandlers(db),
  routes(app, { config, db }) {
    if (!config.sandbox) return;
    // A tester's tool: the new edition of the general conditions offered to a client, to sign in the cabinet.
    app.post<{ Body: { Phone: string } }>('/sandbox/agreements/terms-update', { schema: { body: termsUpdateBody } }, async (request, reply) => {
      const user = await findUserByPhone(db, request.body.Phone);
      if (!user) return reply.code(404).send({ Errors: [{ ErrorCode: 'NOT_FOUND', Message: 'Клиент не найден' }] });
      return { Id: await addDemoTermsUpdate(db, user.id) };
    });
  },
};
