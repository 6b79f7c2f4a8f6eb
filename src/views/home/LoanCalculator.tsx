// Home page calculator (amount and term sliders from Info/DefaultCalcSettings). The numbers come
// from src/domain/loan-calculator.ts, which keeps them within the legal caps; ПСК is shown
// before the rate, as the law asks.
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { calcSettingsQuery } from '@/flows/data/content-queries';
import { useAccountQueries } from '@/flows/account-queries';
import { SessionActor } from '@/flows/session/SessionProvider';
import { useHydrated } from '@/flows/hydration';
import { ButtonLink } from '@/components/ui/Button';
import { calculateLoan, settingsProblems } from '@/domain/loan-calculator';
import { formatDays, formatRub, groupThousands, NBSP } from '@/domain/money';
import { styled } from '@/theme/stitches.config';
import { formatShortDate } from '@/domain/dates';
import { localToday, registrationHref, toCalculatorSettings, type ApiCalculatorSettings } from './calculator-settings';
import { FactList } from '@/components/ui/FactList';
import { Tooltip } from '@/components/ui/Tooltip';

const ReturnDate = styled('dd', { fontVariantNumeric: 'tabular-nums' });
const Placeholder = styled('span', { visibility: 'hidden' });
const Card = styled('section', {
  backgroundColor: '$surface',
  color: '$text',
  borderRadius: '$lg',
  boxShadow: '$card',
  padding: '$5',
  display: 'grid',
  gap: '$4',
  width: '100%',
  maxWidth: '480px',
  minHeight: '420px',
});
const Field = styled('div', { display: 'grid', gap: '$1', '& input': { width: '100%', accentColor: 'var(--colors-brand)' } });
const FieldHead = styled('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', '& output': { fontSize: '$5', fontWeight: '$bold' } });
const Range = styled('div', { display: 'flex', justifyContent: 'space-between', color: '$textMuted', fontSize: '$1' });
const Notice = styled('p', { margin: 0, fontSize: '$2', color: '$warning' });

const rub = (amount: number) => `${groupThousands(amount)}${NBSP}₽`;

export function LoanCalculator() {
  // A signed-in client is priced as the server prices that client (first loan or not); visitors
  // get the public settings, which price a first loan.
  const token = SessionActor.useSelector((s) => s.context.token);
  const own = useQuery(useAccountQueries().registrationCalculator(token));
  const publicSettings = useQuery(calcSettingsQuery());
  const query = token !== null && own.isSuccess ? own : publicSettings;
  const amountId = useId();
  const termId = useId();
  const api = (query === own ? own.data?.Settings : publicSettings.data) as ApiCalculatorSettings | undefined;
  const settings = useMemo(() => (api ? toCalculatorSettings(api) : null), [api]);
  const [amount, setAmount] = useState<number | null>(null);
  const [term, setTerm] = useState<number | null>(null);
  // The prerendered page may be from another day: the return date is filled in after hydration;
  // the sliders wait for it too, a slide before it would not reach the quote.
  const hydrated = useHydrated();

  if (query.isPending) return <Card aria-busy="true" aria-label="Калькулятор займа" />;
  if (!settings || !api || settingsProblems(settings).length > 0) {
    return (
      <Card aria-label="Калькулятор займа">
        <p role="alert">Калькулятор временно недоступен.</p>
        <ButtonLink href="/registration">Получить деньги</ButtonLink>
      </Card>
    );
  }

  const quote = calculateLoan(settings, {
    amount: amount ?? Math.round(api.DefaultAmount / 100),
    term: term ?? api.DefaultTerm,
    today: localToday(),
    // The server says whom the settings price: anonymous visitors get the first-loan price.
    firstLoan: api.IsFirstLoan ?? true,
  });
  const rateText = `${String(quote.dailyRatePercent).replace('.', ',')}${NBSP}% в день`;

  return (
    <Card aria-label="Калькулятор займа" data-testid="calculator">
      <Field>
        <FieldHead>
          <label htmlFor={amountId}>Сумма займа</label>
          <output htmlFor={amountId} data-testid="calc-amount">
            {rub(quote.amount)}
          </output>
        </FieldHead>
        <input
          id={amountId}
          type="range"
          min={settings.minAmount}
          max={settings.maxAmount}
          step={settings.amountStep}
          value={quote.amount}
          disabled={!hydrated}
          aria-valuetext={rub(quote.amount)}
          onChange={(e) => setAmount(Number(e.target.value))}
        />
        <Range aria-hidden="true">
          <span>{rub(settings.minAmount)}</span>
          <span>{rub(settings.maxAmount)}</span>
        </Range>
      </Field>
      <Field>
        <FieldHead>
          <label htmlFor={termId}>Срок</label>
          <output htmlFor={termId} data-testid="calc-term">
            {formatDays(quote.term)}
          </output>
        </FieldHead>
        <input
          id={termId}
          type="range"
          min={settings.minTerm}
          max={settings.maxTerm}
          step={settings.termStep}
          value={quote.term}
          disabled={!hydrated}
          aria-valuetext={formatDays(quote.term)}
          onChange={(e) => setTerm(Number(e.target.value))}
        />
        <Range aria-hidden="true">
          <span>{formatDays(settings.minTerm)}</span>
          <span>{formatDays(settings.maxTerm)}</span>
        </Range>
      </Field>
      <FactList aria-live="polite">
        <dt>Вернуть</dt>
        <dd data-testid="calc-repay">{formatRub(quote.repayKopecks)}</dd>
        <dt>Дата возврата</dt>
        {/* The date depends on today, which the prerendered page cannot know: until the app runs, a
            hidden date of the same width holds its place, so nothing around it moves. */}
        <ReturnDate data-testid="calc-date">{hydrated ? formatShortDate(quote.returnDate) : <Placeholder aria-hidden="true">00.00.0000</Placeholder>}</ReturnDate>
        <dt>
          <Tooltip hint="Полная стоимость кредита">ПСК</Tooltip>
        </dt>
        <dd data-testid="calc-psk">{quote.pskText} годовых</dd>
        <dt>Ставка</dt>
        <dd data-testid="calc-rate">{rateText}</dd>
      </FactList>
      {quote.notices.map((n) => (
        <Notice key={n}>{n}</Notice>
      ))}
      <ButtonLink href={registrationHref(quote.amount, quote.term)} data-testid="cta">
        Получить деньги
      </ButtonLink>
    </Card>
  );
}
