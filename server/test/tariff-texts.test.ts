// Issue 47, Must show 1: the General Conditions, the rules, the FAQ, the pages (home, calculator
// limits, how to get and repay, promotions), the footer and the prolongation agreement state the
// tariff's figures, on both brands, and the engine runs on them (tariff-texts.ts).
import { test } from 'vitest';
import { checkTariffTexts } from './tariff-texts';

test('every public text states the tariff the engine runs on, on both brands', () => {
  checkTariffTexts();
});
