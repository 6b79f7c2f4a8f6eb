// The amount and term the application will carry, shown above the steps with a way to change them
// (issue 11, defect 6). The choice comes from the calculator's `?amount=&term=`, this editor, or
// the client's choice saved on the server; without any, the client is asked to choose — an
// application never carries defaults the client did not pick. The price is the server's rule.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { calcSettingsQuery } from '@/flows/data/content-queries';
import { useQueries } from '@/flows/queries';
import { SessionActor } from '@/flows/session/SessionProvider';
import { Button } from '@/components/ui/Button';
import { calculateLoan } from '@/domain/loan-calculator';
import { formatDays, formatRub, groupThousands, NBSP } from '@/domain/money';
import { styled } from '@/theme/stitches.config';
import { localToday, toCalculatorSettings, type ApiCalculatorSettings } from '../home/calculator-settings';
import { Actions, Lead, LinkButton } from '@/components/form/styles';
import { RegistrationActor } from '@/flows/registration/registration-context';
import { storedLoanChoice, type LoanChoice } from '@/flows/registration/registration-logic';

const Editor = styled('fieldset', { display: 'grid', gap: '$3', margin: 0, padding: '$4', border: '1px solid $border', borderRadius: '$md' });
const Slider = styled('label', { display: 'grid', gap: '$1', '& input': { width: '100%', accentColor: 'var(--colors-brand)' } });

const rub = (amount: number) => `${groupThousands(amount)}${NBSP}₽`;

interface RangeFieldProps {
  label: string;
  value: number;
  shown: string;
  min: number;
  max: number;
  step: number;
  testId: string;
  onChange: (value: number) => void;
}

function RangeField({ label, value, shown, min, max, step, testId, onChange }: RangeFieldProps) {
  const id = useId();
  return (
    <Slider htmlFor={id}>
      <span>
        {label}: <output data-testid={testId}>{shown}</output>
      </span>
      <input id={id} type="range" min={min} max={max} step={step} value={value} onChange={(e) => onChange(Number(e.target.value))} />
    </Slider>
  );
}

/** The amount and term sliders priced by the server's settings for this client (the cabinet's new loan uses it too). */
export function ChoiceEditor({
  settings,
  initial,
  onChoose,
  submitLabel = 'Выбрать',
  busy = false,
}: {
  settings: ApiCalculatorSettings;
  initial: LoanChoice;
  onChoose: (c: LoanChoice) => void;
  submitLabel?: string;
  busy?: boolean;
}) {
  const calc = toCalculatorSettings(settings);
  const [draft, setDraft] = useState(initial);
  const quote = calculateLoan(calc, { ...draft, today: localToday(), firstLoan: settings.IsFirstLoan ?? true });
  return (
    <Editor data-testid="choice-editor">
      <legend>Выберите сумму и срок займа</legend>
      <RangeField label="Сумма" value={quote.amount} shown={rub(quote.amount)} min={calc.minAmount} max={calc.maxAmount} step={calc.amountStep} testId="choice-amount" onChange={(amount) => setDraft({ ...draft, amount })} />
      <RangeField label="Срок" value={quote.term} shown={formatDays(quote.term)} min={calc.minTerm} max={calc.maxTerm} step={calc.termStep} testId="choice-term" onChange={(term) => setDraft({ ...draft, term })} />
      <Lead>
        Вернуть <span data-testid="choice-repay">{formatRub(quote.repayKopecks)}</span>
      </Lead>
      <Actions>
        <Button type="button" disabled={busy} onClick={() => onChoose({ amount: quote.amount, term: quote.term })} data-testid="choice-save">
          {submitLabel}
        </Button>
      </Actions>
    </Editor>
  );
}

export function LoanChoicePanel() {
  const actor = RegistrationActor.useActorRef();
  const typed = RegistrationActor.useSelector((s) => storedLoanChoice(s.context.steps));
  const token = SessionActor.useSelector((s) => s.context.token);
  const own = useQuery(useQueries().account.registrationCalculator(token));
  const anonymous = useQuery({ ...calcSettingsQuery(), enabled: token === null });
  const [editing, setEditing] = useState(false);
  const settings = (token ? own.data?.Settings : anonymous.data) as ApiCalculatorSettings | undefined;
  const saved = own.data?.IsChosen ? { amount: Math.round(own.data.Amount / 100), term: own.data.Term } : null;
  const choice = typed ?? saved;

  if (choice && !editing) {
    return (
      <Lead>
        <span data-testid="carried-choice">
          Выбрано: {rub(choice.amount)} на {formatDays(choice.term)}
        </span>{' '}
        <LinkButton type="button" onClick={() => setEditing(true)} data-testid="choice-change">
          Изменить
        </LinkButton>
      </Lead>
    );
  }
  if (!settings) return null;
  const initial = choice ?? { amount: Math.round(settings.DefaultAmount / 100), term: settings.DefaultTerm };
  return (
    <ChoiceEditor
      settings={settings}
      initial={initial}
      onChoose={(c) => {
        actor.send({ type: 'step.mergeData', step: 'REGISTRATION', data: { ...c } });
        setEditing(false);
      }}
    />
  );
}
