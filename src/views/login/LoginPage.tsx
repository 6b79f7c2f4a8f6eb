// /login with its screen stack; /password_recovery and /account/forgotPassword open the
// recovery screen on top of it. `?sessionExpired=true` shows why the user is here (requirements §2.4).
import { Link, useSearch } from 'wouter';
import { selectCurrentScreen, type LoginScreen as ScreenName } from '@machines/login.machine';
import { selectIsAuthenticated } from '@machines/session.selectors';
import { LoginProvider } from '@/flows/login';
import type { ViewProps } from '@/flows/route-types';
import { SessionActor } from '@/flows/session/SessionProvider';
import { Loading } from '@/components/layout/Container';
import { StepRegion } from '@/components/layout/StepRegion';
import { Button } from '@/components/ui/Button';
import { Actions, Notice, Page, Title } from '@/components/form/styles';
import { usePreloadedCabinetMenu } from '@/views/cabinet/dashboard/preload-cabinet-menu';
import { LoginActor, RECOVERY_PATHS, SESSION_EXPIRED_NOTICE } from '@/flows/login-context';
import { LoginCodeScreen, LoginScreen, NewPasswordScreen, RecoveryCodeScreen, RecoveryMethodScreen, RecoveryScreen } from './screens';

const SCREEN_VIEWS: Record<ScreenName, () => React.JSX.Element | null> = {
  login: LoginScreen,
  loginCode: LoginCodeScreen,
  recovery: RecoveryScreen,
  recoveryMethod: RecoveryMethodScreen,
  recoveryCode: RecoveryCodeScreen,
  newPassword: NewPasswordScreen,
};

const TITLES: Partial<Record<ScreenName, string>> = {
  login: 'Вход в личный кабинет',
  loginCode: 'Вход в личный кабинет',
};

function Stack() {
  const actor = LoginActor.useActorRef();
  const screen = LoginActor.useSelector(selectCurrentScreen);
  const atRoot = LoginActor.useSelector((s) => s.hasTag('root'));
  const signedIn = LoginActor.useSelector((s) => s.status === 'done');
  const View = SCREEN_VIEWS[screen];
  return (
    <>
      <StepRegion step={signedIn ? 'signedIn' : screen} stack>
        <Title>{TITLES[screen] ?? 'Восстановление пароля'}</Title>
        {/* The session has the token and applies the post-login rules (requirements §2.5). */}
        {signedIn ? (
          <Loading role="status" data-testid="signing-in">
            Входим в личный кабинет…
          </Loading>
        ) : (
          <View />
        )}
      </StepRegion>
      {signedIn ? null : atRoot ? (
        <p>
          Ещё нет кабинета? <Link href="/registration">Зарегистрируйтесь</Link>
        </p>
      ) : (
        <Actions>
          <Button type="button" variant="ghost" onClick={() => actor.send({ type: 'screen.pop' })} data-testid="screen-back">
            ← Назад
          </Button>
          <Button type="button" variant="ghost" onClick={() => actor.send({ type: 'screen.popTo', screen: 'login' })} data-testid="screen-to-login">
            Ко входу
          </Button>
        </Actions>
      )}
    </>
  );
}

export function LoginPage({ route }: ViewProps) {
  const search = useSearch();
  const expired = new URLSearchParams(search).get('sessionExpired') === 'true';
  const isAuthenticated = SessionActor.useSelector(selectIsAuthenticated);
  usePreloadedCabinetMenu();
  return (
    <Page data-testid={`page-${route.name}`}>
      {expired ? (
        <Notice tone="error" role="alert" data-testid="session-expired">
          {SESSION_EXPIRED_NOTICE}
        </Notice>
      ) : null}
      {isAuthenticated ? (
        <Notice data-testid="already-signed-in">
          Вы уже вошли. <Link href="/lk/Dashboard">Перейти в личный кабинет</Link>
        </Notice>
      ) : null}
      <LoginProvider startAt={RECOVERY_PATHS.includes(route.path) ? 'recovery' : 'login'}>
        <Stack />
      </LoginProvider>
    </Page>
  );
}

export default LoginPage;
