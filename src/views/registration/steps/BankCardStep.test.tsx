// Issue 30: the card step shows what the machine knows of the provider's answer (the page's
// arrival gives it), never reading the address itself.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshRegistration } from '@machines/registration.machine';
import { fakeApi, renderStep } from '../test-harness';
import { BankCardStep, CARD_NOT_LINKED } from './BankCardStep';

const AT_CARD = { ...freshRegistration(), currentStep: 'BANK_CARD_REGISTRATION' as const, furthestStep: 'BANK_CARD_REGISTRATION' as const };
const card = (Id: number, MaskedPan: string, IsDefault = false) => ({ Id, MaskedPan, IsDefault, ExpiryMonth: 1, ExpiryYear: 2030, PaymentSystem: 'Mir', HasPhoto: false });

describe('BANK_CARD_REGISTRATION step, back from the provider', () => {
  it('the card the provider linked is the one shown', async () => {
    window.history.replaceState(null, '', '/registration');
    renderStep(<BankCardStep />, fakeApi({ cards: async () => [card(3, '220000******1111', true), card(4, '220000******2222')] }), AT_CARD, { cardAdded: 4, cardError: null });
    expect(await screen.findByTestId('linked-card')).toHaveTextContent('2222');
    expect(screen.queryByText(CARD_NOT_LINKED)).toBeNull();
  });

  it('back without a card: «not linked», even though the browser\'s address says nothing', async () => {
    window.history.replaceState(null, '', '/registration');
    renderStep(<BankCardStep />, fakeApi({ cards: async () => [] }), AT_CARD, { cardAdded: null, cardError: 'cancelled' });
    expect(await screen.findByText(CARD_NOT_LINKED)).toBeTruthy();
  });
});
