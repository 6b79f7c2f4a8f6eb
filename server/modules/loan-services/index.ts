// The paid additional services of a loan, as the client manages them in the cabinet: refusing one
// within 30 days (353-FZ art. 7 part 2.7) gives the fee back — to the debt through the ledger
// (loans), or to the card through the payment provider (payments) once the loan is closed. Its own
// module because it needs both, and payments already reads loans.
import type { HandlerMap } from '../../contract/register';
import { clock } from '../../clock';
import { userIdOf } from '../accounts';
import { refuseService } from '../loans';
import { acquiringFor, refundLoanPayment, reserveLoanRefund } from '../payments';
import type { ServerModule } from '../types';

export const loanServicesModule: ServerModule = {
  name: 'loan-services',
  handlers: ({ db, config, settleClient }): HandlerMap => ({
    'POST /api/Loans/{id}/RefuseService': async (request) => {
      const userId = userIdOf(request);
      await settleClient(userId);
      const loanId = (request.params as { id: number }).id;
      const { FeeId } = request.body as { FeeId: number };
      const { refusal, card: paymentId } = await refuseService(db, userId, loanId, FeeId, clock.now(), (trx, amount) => reserveLoanRefund(trx, loanId, amount));
      if (paymentId !== null) await refundLoanPayment(db, acquiringFor(config, db), paymentId, request.log);
      return refusal;
    },
  }),
};
