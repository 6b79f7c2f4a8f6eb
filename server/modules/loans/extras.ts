// Smaller cabinet reads around loans. The reference server offers no paid extras and no partner
// offers, and says so with empty answers rather than errors.
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { userIdOf } from '../accounts';
import { getLoan, listLoans } from './service';
import { LOAN_STATUS } from './statuses';
import { prolongationAgreementName } from './prolong-agreement';

export function extraHandlers(db: AppDb): HandlerMap {
  return {
    'GET /api/Loans/AdditionalProducts': async () => [],
    // With no extras offered there is nothing to switch on for a payment method; switching off is
    // already so. The loan must be the client's either way.
    'POST /client-api/Loans/PaymentMethodAdditionalServiceUpdate': async (request) => {
      const { LoanId, Enabled } = request.body as { LoanId: number; Method: 'Card' | 'Sbp'; Enabled: boolean };
      await getLoan(db, userIdOf(request), LoanId);
      if (Enabled) throw new ApiError(400, 'ADDITIONAL_SERVICE_UNAVAILABLE', 'К этому займу нельзя подключить дополнительные услуги');
      return { Success: true };
    },
    'GET /api/Loans/RefugeLink': async () => ({ Url: null }),
    'POST /api/Loans/RefugeLinkClick': async (_request, reply) => reply.code(204).send(),
    'GET /api/Loans/AgreementList': async (request) => {
      const userId = userIdOf(request);
      const { loanId } = request.query as { loanId?: number };
      const loans = (loanId === undefined ? await listLoans(db, userId) : [await getLoan(db, userId, loanId)]).filter((l) => l.issued_at !== null && l.status !== LOAN_STATUS.REFUSED);
      const prolongations = loans.length
        ? await db.selectFrom('loan_prolongation').select(['loan_id', 'agreement_id', 'signed_at']).where('loan_id', 'in', loans.map((l) => l.id)).orderBy('id').execute()
        : [];
      // Each loan's contract, then the additional agreements of its prolongations, each a document of its own.
      return loans.flatMap((l) => [
        { Id: l.id, Name: `Договор займа № ${l.id}`, Url: `/api/Loans/${l.id}/Agreement`, IsRequired: true, IsSigned: true, SignedAt: l.issued_at },
        ...prolongations
          .filter((p) => p.loan_id === l.id)
          .map((p) => ({ Id: p.agreement_id, Name: prolongationAgreementName(l), Url: `/api/Loans/${l.id}/ProlongationAgreement/${p.agreement_id}`, IsRequired: true, IsSigned: true, SignedAt: p.signed_at })),
      ]);
    },
  };
}
