// The same check on an altered tariff: every figure moved. A text that typed a figure instead of
// reading it from src/domain/tariff.ts keeps the old one and fails here.
import { test, vi } from 'vitest';
import type * as TariffModule from '@/domain/tariff';
import { checkTariffTexts } from './tariff-texts';

vi.mock('@/domain/tariff', async (importOriginal) => {
  const real = await importOriginal<typeof TariffModule>();
  const altered = {
    ...real.LEDGER_TARIFF,
    amount: { min: 2000, max: 25000, step: 1000, default: 8000 },
    term: { min: 6, max: 28, step: 1, default: 12 },
    ratePerDay: 0.7,
    penaltyPerDay: 0.06,
    chargesCapPercent: 120,
    firstLoan: { ratePerDay: 0.1, maxAmount: 12000, maxTerm: 14 },
    prolongation: { minDays: 5, maxDays: 20, stepDays: 1, defaultDays: 10, maxCount: 3 },
    services: real.LEDGER_TARIFF.services.map((s) => ({ ...s, price: s.price + 11 })),
  };
  return { ...real, TARIFFS: { sf: altered, mf: altered }, LEDGER_TARIFF: altered };
});

test('on an altered tariff every text and the engine follow it', () => {
  checkTariffTexts();
});
