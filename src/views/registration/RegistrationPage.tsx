// /registration and its promo variant /creation (requirements §2.1, §4): seven steps over the
// registration machine (provided by src/flows with its calls and persisted there, so a reload
// resumes the same step with the typed data); the step is in the address (StepAddress), so
// browser Back/Forward move between steps through the machine's guards.
import { Link } from 'wouter';
import type { RegistrationStepName } from '@machines/registration.steps';
import { nextStep } from '@machines/registration.steps';
import { selectCurrentStep } from '@machines/registration.selectors';
import { selectIsAuthenticated } from '@machines/session.selectors';
import type { ViewProps } from '@/flows/route-types';
import { RegistrationProvider } from '@/flows/registration/RegistrationProvider';
import { SessionActor } from '@/flows/session/SessionProvider';
import { Button } from '@/components/ui/Button';
import { Loading } from '@/components/layout/Container';
import { StepRegion } from '@/components/layout/StepRegion';
import { usePreloadedCabinetMenu } from '@/views/cabinet/dashboard/preload-cabinet-menu';
import { Actions, Notice, Page, Title } from '@/components/form/styles';
import { ApplicationBlockGate } from './ApplicationBlocked';
import { LoanChoicePanel } from './LoanChoice';
import { RegistrationProgress } from './RegistrationProgress';
import { RegistrationActor, type RegistrationVariant } from '@/flows/registration/registration-context';
import { StepAddress } from './StepAddress';
import { AddressStep } from './steps/AddressStep';
import { BankCardStep } from './steps/BankCardStep';
import { CardPhotoStep } from './steps/CardPhotoStep';
import { EmploymentStep } from './steps/EmploymentStep';
import { PassportStep } from './steps/PassportStep';
import { PersonalStep } from './steps/PersonalStep';
import { ScoringStep } from './steps/ScoringStep';

const STEP_VIEWS: Record<RegistrationStepName, () => React.JSX.Element | null> = {
  REGISTRATION: PersonalStep,
  PASSPORT_REGISTRATION: PassportStep,
  ADDRESS_REGISTRATION: AddressStep,
  BANK_CARD_REGISTRATION: BankCardStep,
  BANK_CARD_PHOTO_REGISTRATION: CardPhotoStep,
  EMPLOYMENT_REGISTRATION: EmploymentStep,
  SCORING: ScoringStep,
};

function Navigation() {
  const actor = RegistrationActor.useActorRef();
  const step = RegistrationActor.useSelector(selectCurrentStep);
  const canBack = RegistrationActor.useSelector((s) => s.hasTag('form') && s.can({ type: 'step.back' }));
  const forward = RegistrationActor.useSelector((s) => {
    const next = nextStep(s.context.currentStep);
    // The machine's guard, as for the browser's Forward: only to a visited step, never to SCORING.
    return s.hasTag('form') && s.can({ type: 'step.visit', step: next }) ? next : null;
  });
  if (!canBack && !forward) return null;
  return (
    <Actions>
      {canBack ? (
        <Button type="button" variant="ghost" onClick={() => actor.send({ type: 'step.back' })} data-testid="step-back">
          ← Назад
        </Button>
      ) : null}
      {forward ? (
        <Button type="button" variant="ghost" onClick={() => actor.send({ type: 'step.visit', step: forward })} data-testid="step-forward">
          Вперёд →
        </Button>
      ) : null}
      <span hidden data-testid="current-step">
        {step}
      </span>
    </Actions>
  );
}

/** The screen shown: each step, the phone code inside the first one, or the wait. */
function CurrentStepRegion() {
  const screen = RegistrationActor.useSelector((s) => {
    if (!(s.matches('filling') || s.matches('scoring'))) return 'loading';
    return s.matches({ filling: 'personalCode' }) ? `${s.context.currentStep}:code` : s.context.currentStep;
  });
  return (
    <StepRegion step={screen}>
      <CurrentStep />
    </StepRegion>
  );
}

function CurrentStep() {
  const step = RegistrationActor.useSelector(selectCurrentStep);
  const settled = RegistrationActor.useSelector((s) => s.matches('filling') || s.matches('scoring'));
  const isAuthenticated = SessionActor.useSelector(selectIsAuthenticated);
  if (!settled) return <Loading role="status">Загрузка…</Loading>;
  if (step !== 'REGISTRATION' && !isAuthenticated) {
    return (
      <Notice data-testid="registration-login-needed">
        Чтобы продолжить регистрацию, войдите в личный кабинет — введённые данные сохранятся. <Link href="/login">Войти</Link>
      </Notice>
    );
  }
  const View = STEP_VIEWS[step];
  return <View />;
}

export function RegistrationPage({ route }: ViewProps) {
  const variant: RegistrationVariant = route.name === 'creation' ? 'creation' : 'registration';
  usePreloadedCabinetMenu();
  return (
    <RegistrationProvider variant={variant} path={route.path}>
      <StepAddress />
      <Page data-testid={`page-${route.name}`}>
        <Title>{variant === 'creation' ? 'Заём по промоакции' : 'Получить деньги'}</Title>
        <ApplicationBlockGate>
          <LoanChoicePanel />
          <RegistrationProgress />
          <CurrentStepRegion />
          <Navigation />
        </ApplicationBlockGate>
      </Page>
    </RegistrationProvider>
  );
}

export default RegistrationPage;
