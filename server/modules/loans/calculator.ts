// Limits of the loan calculator that scoring and registration follow: the same values that
// GET /api/Info/DefaultCalcSettings answers (kopecks, days), from the tariff the ledger runs on.
import { LEDGER_TARIFF } from '@/domain/tariff';
import { calculatorSettings } from '../../content/site-data';

export const CALCULATOR_SETTINGS = calculatorSettings(LEDGER_TARIFF);
