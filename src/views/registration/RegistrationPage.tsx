// /registration and its promo variant /creation (SPEC §2.1, §4): seven steps over the
// registration machine, persisted on every change so a reload resumes the same step with the
// typed data.
import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { RegistrationStepName } from '../../../machines/registration.steps';
import { isStepName, nextStep } from '../../../machines/registration.steps';
import { persistRegistration, restoreRegistration } from '../../../machines/registration.persistence';
import { selectCurrentStep } from '../../../machines/registration.selectors';
import { selectIsAuthenticated } from '../../../machines/session.selectors';
import type { ViewProps } from '../../app/route-types';
import { SessionActor, useSessionServices } from '../../app/session/SessionProvider';
import { REGISTRATION_STORAGE_KEY, safeStorage } from '../../app/session/storage-keys';
import { Button } from '../../components/ui/Button';
import { Actions, Notice, Page, Title } from './form/styles';
import { ApplicationBlockGate } from './ApplicationBlocked';
import { LoanChoicePanel } from './LoanChoice';
import { RegistrationProgress } from './RegistrationProgress';
import { RegistrationActor, RegistrationServicesContext, type RegistrationVariant } from './registration-context';
import { loanChoiceFromQuery, provideRegistration } from './registration-logic';
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

/**
 * One-time inputs from the address: `?step=` (post-login rule 3 sends new clients to the card
 * step), the calculator's `?amount=&term=`, and the server's own step for a signed-in user
 * whose browser has no registration stored.
 */
function Arrivals({ variant }: { variant: RegistrationVariant }) {
  const actor = RegistrationActor.useActorRef();
  const { api } = useSessionServices();
  const isAuthenticated = SessionActor.useSelector(selectIsAuthenticated);
  const search = useSearch();
  const [path, navigate] = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const query = new URLSearchParams(search);
    const choice = loanChoiceFromQuery(search);
    if (choice) actor.send({ type: 'step.mergeData', step: 'REGISTRATION', data: { ...choice } });
    const step = query.get('step');
    if (isStepName(step)) {
      actor.send({ type: 'step.goTo', step });
      query.delete('step');
      navigate(`${path}${query.size ? `?${query.toString()}` : ''}`, { replace: true });
      return;
    }
    if (isAuthenticated && actor.getSnapshot().context.currentStep === 'REGISTRATION') {
      api
        .startRegistration(variant)
        .then((state) => {
          if (state.CurrentStep !== 'REGISTRATION' && actor.getSnapshot().context.currentStep === 'REGISTRATION') {
            actor.send({ type: 'step.goTo', step: state.CurrentStep });
          }
        })
        .catch((error: unknown) => console.warn('[registration] start:', error));
    }
  }, [actor, api, isAuthenticated, navigate, path, search, variant]);
  return null;
}

function Navigation() {
  const actor = RegistrationActor.useActorRef();
  const step = RegistrationActor.useSelector(selectCurrentStep);
  const canBack = RegistrationActor.useSelector((s) => s.hasTag('form') && s.context.currentStep !== 'REGISTRATION');
  const forward = RegistrationActor.useSelector((s) => {
    if (!s.hasTag('form')) return null;
    const next = nextStep(s.context.currentStep);
    const data = s.context.steps.find((x) => x.stepName === next)?.data ?? {};
    // Forward only to a step the user has already been on, never past the application.
    return next !== s.context.currentStep && next !== 'SCORING' && Object.keys(data).length > 0 ? next : null;
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
        <Button type="button" variant="ghost" onClick={() => actor.send({ type: 'step.goTo', step: forward })} data-testid="step-forward">
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
      <RegistrationActor.Provider logic={logic} options={{ input }}>
        <Persist />
        <Arrivals variant={variant} />
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
