// Limits of the loan calculator that scoring and registration follow: the same values that
// GET /api/Info/DefaultCalcSettings answers (kopecks, days).
import { calculatorSettings } from '../../content/site-data';

export const CALCULATOR_SETTINGS = calculatorSettings();
