// /registration and its promo variant /creation (SPEC §2.1, §4): seven steps over the
// registration machine, persisted on every change so a reload resumes the same step with the
// typed data; the step is in the address (StepAddress), so browser Back/Forward move between steps.
import { useEffect, useMemo } from 'react';
import { Link } from 'wouter';
import type { RegistrationStepName } from '../../../machines/registration.steps';
import { nextStep } from '../../../machines/registration.steps';
import { persistRegistration, restoreRegistration } from '../../../machines/registration.persistence';
import { selectCurrentStep } from '../../../machines/registration.selectors';
import { selectIsAuthenticated } from '../../../machines/session.selectors';
import { withInspector } from '../../app/inspector';
import type { ViewProps } from '../../app/route-types';
import { SessionActor, useSessionServices } from '../../app/session/SessionProvider';
import { REGISTRATION_STORAGE_KEY, safeStorage } from '../../app/session/storage-keys';
import { Button } from '../../components/ui/Button';
import { Actions, Notice, Page, Title } from '../../components/form/styles';
import { ApplicationBlockGate } from './ApplicationBlocked';
import { LoanChoicePanel } from './LoanChoice';
import { RegistrationProgress } from './RegistrationProgress';
import { RegistrationActor, RegistrationServicesContext, type RegistrationVariant } from './registration-context';
import { provideRegistration } from './registration-logic';
import { StepAddress } from './StepAddress';
import { AddressStep } from './steps/AddressStep';
import { BankCardStep } from './steps/BankCardStep';
import { CardPhotoStep } from './steps/CardPhotoStep';
import { EmploymentStep } from './steps/EmploymentStep';
import { PassportStep } from './steps/PassportStep';
import { PersonalStep } from './steps/PersonalStep';
import { ScoringStep } from './steps/ScoringStep';

const STEP_VIEWS: Record<RegistrationStepName, () => React.JSX.Element> = {
  REGISTRATION: PersonalStep,
  PASSPORT_REGISTRATION: PassportStep,
  ADDRESS_REGISTRATION: AddressStep,
  BANK_CARD_REGISTRATION: BankCardStep,
  BANK_CARD_PHOTO_REGISTRATION: CardPhotoStep,
  EMPLOYMENT_REGISTRATION: EmploymentStep,
  SCORING: ScoringStep,
};

/** Writes the machine's data to storage on every change (DESIGN §3: versioned snapshot). */
function Persist() {
  const actor = RegistrationActor.useActorRef();
  useEffect(() => {
    const storage = safeStorage('local');
    const subscription = actor.subscribe((snapshot) => storage?.setItem(REGISTRATION_STORAGE_KEY, persistRegistration(snapshot)));
    return () => subscription.unsubscribe();
  }, [actor]);
  return null;
}

function Navigation() {
  const actor = RegistrationActor.useActorRef();
  const step = RegistrationActor.useSelector(selectCurrentStep);
  const canBack = RegistrationActor.useSelector((s) => s.hasTag('form') && s.context.currentStep !== 'REGISTRATION');
  const forward = RegistrationActor.useSelector((s) => {
    const next = nextStep(s.context.currentStep);
    // The machine's rule, as for the browser's Forward: only to a visited step, never to SCORING.
    return next !== s.context.currentStep && s.can({ type: 'step.visit', step: next }) ? next : null;
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

function CurrentStep() {
  const step = RegistrationActor.useSelector(selectCurrentStep);
  const isAuthenticated = SessionActor.useSelector(selectIsAuthenticated);
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
  const { api } = useSessionServices();
  const variant: RegistrationVariant = route.name === 'creation' ? 'creation' : 'registration';
  const logic = useMemo(() => provideRegistration(api), [api]);
  const input = useMemo(() => restoreRegistration(safeStorage('local')?.getItem(REGISTRATION_STORAGE_KEY)), []);
  const services = useMemo(() => ({ api, variant, path: route.path }), [api, variant, route.path]);
  return (
    <RegistrationServicesContext.Provider value={services}>
      <RegistrationActor.Provider logic={logic} options={withInspector({ input })}>
        <Persist />
        <StepAddress variant={variant} />
        <Page data-testid={`page-${route.name}`}>
          <Title>{variant === 'creation' ? 'Заём по промоакции' : 'Получить деньги'}</Title>
          <ApplicationBlockGate>
            <LoanChoicePanel />
            <RegistrationProgress />
            <CurrentStep />
            <Navigation />
          </ApplicationBlockGate>
        </Page>
      </RegistrationActor.Provider>
    </RegistrationServicesContext.Provider>
  );
}

export default RegistrationPage;
