import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { agreementSigningMachine } from '@machines/agreement-signing.machine';
import { cardsMachine } from '@machines/cards.machine';
import { documentsMachine } from '@machines/documents.machine';
import { identityMachine } from '@machines/identity.machine';
import { loanOfferMachine } from '@machines/loan-offer.machine';
import { newLoanMachine } from '@machines/new-loan.machine';
import { paymentMachine } from '@machines/payment.machine';
import { profileEditMachine } from '@machines/profile-edit.machine';
import { prolongationMachine } from '@machines/prolongation.machine';
import { serviceBannerMachine } from '@machines/service-banner.machine';
import { CABINET_NOTICES, noticesFor } from './notices';

const at = (machine: AnyStateMachine, value: string, context: Record<string, unknown> = {}) =>
  machine.resolveState({ value, context: { error: null, ...context } }) as AnyMachineSnapshot;

describe('cabinet notices', () => {
  it('names only machines that exist', () => {
    const ids = [loanOfferMachine, newLoanMachine, prolongationMachine, agreementSigningMachine, paymentMachine, cardsMachine, documentsMachine, profileEditMachine, identityMachine, serviceBannerMachine].map((m) => m.id);
    expect(Object.keys(CABINET_NOTICES).sort()).toEqual([...ids].sort());
  });

  it('a signed offer, a declined one: success and info, once', () => {
    const reviewing = at(loanOfferMachine, 'reviewing');
    const issued = at(loanOfferMachine, 'issued');
    expect(noticesFor('loanOffer', reviewing, issued)).toEqual([{ type: 'success', title: 'Готово', message: 'Договор подписан. Деньги отправлены на вашу карту.' }]);
    expect(noticesFor('loanOffer', issued, issued)).toEqual([]);
    expect(noticesFor('loanOffer', reviewing, at(loanOfferMachine, 'declined'))[0]).toMatchObject({ type: 'info' });
  });

  it('what a flow records: a card notice, an uploaded document', () => {
    expect(noticesFor('cards', at(cardsMachine, 'settingDefault', { notice: null }), at(cardsMachine, 'idle', { notice: 'Основная карта изменена.' }))).toEqual([
      { type: 'success', title: 'Готово', message: 'Основная карта изменена.' },
    ]);
    expect(noticesFor('documents', at(documentsMachine, 'uploading', { uploaded: null }), at(documentsMachine, 'idle', { uploaded: 'passport.png' }))[0]!.message).toBe('Документ «passport.png» загружен.');
  });

  it('a failed action is an error with the flow’s message; a failed read is left to the screen’s retry', () => {
    const code = at(prolongationMachine, 'code');
    const failed = at(prolongationMachine, 'code', { error: 'Неверный код. Осталось попыток: 2' });
    expect(noticesFor('prolongation', code, failed)).toEqual([{ type: 'error', title: 'Не получилось', message: 'Неверный код. Осталось попыток: 2' }]);
    expect(noticesFor('prolongation', failed, failed)).toEqual([]);
    expect(noticesFor('prolongation', at(prolongationMachine, 'loading'), at(prolongationMachine, 'loadFailed', { error: 'Ошибка на сервере' }))).toEqual([]);
    expect(noticesFor('loanOffer', at(loanOfferMachine, 'loading'), at(loanOfferMachine, 'loadFailed', { error: 'Ошибка на сервере' }))).toEqual([]);
  });

  it('machines outside the cabinet announce nothing', () => {
    const s = at(cardsMachine, 'idle');
    expect(noticesFor('callBack', s, s)).toEqual([]);
  });
});
