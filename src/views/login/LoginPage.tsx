// /login with its screen stack; /password_recovery and /account/forgotPassword open the
// recovery screen on top of it. `?sessionExpired=true` shows why the user is here (SPEC §2.4).
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { selectCurrentScreen } from '../../../machines/login-screens.machine';
import { selectIsAuthenticated } from '../../../machines/session.selectors';
import type { ViewProps } from '../../app/route-types';
import { withInspector } from '../../app/inspector';
import { SessionActor } from '../../app/session/SessionProvider';
import { Button } from '../../components/ui/Button';
import { Actions, Notice, Page, Title } from '../../components/form/styles';
import { LoginScreensActor, RECOVERY_PATHS, SCREENS, SESSION_EXPIRED_NOTICE } from './login-context';
import { LoginCodeScreen, LoginScreen, NewPasswordScreen, RecoveryCodeScreen, RecoveryMethodScreen, RecoveryScreen } from './screens';

const SCREEN_VIEWS: Record<string, () => React.JSX.Element> = {
  [SCREENS.login]: LoginScreen,
  [SCREENS.loginCode]: LoginCodeScreen,
  [SCREENS.recovery]: RecoveryScreen,
  [SCREENS.recoveryMethod]: RecoveryMethodScreen,
  [SCREENS.recoveryCode]: RecoveryCodeScreen,
  [SCREENS.newPassword]: NewPasswordScreen,
};

const TITLES: Record<string, string> = {
  [SCREENS.login]: 'Вход в личный кабинет',
  [SCREENS.loginCode]: 'Вход в личный кабинет',
};

function OpenRecovery({ path }: { path: string }) {
  const actor = LoginScreensActor.useActorRef();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !RECOVERY_PATHS.includes(path)) return;
    done.current = true;
    actor.send({ type: 'screen.push', screen: SCREENS.recovery });
  }, [actor, path]);
  return null;
}

function Stack() {
  const actor = LoginScreensActor.useActorRef();
  const screen = LoginScreensActor.useSelector(selectCurrentScreen);
  const atRoot = LoginScreensActor.useSelector((s) => s.hasTag('root'));
  const View = SCREEN_VIEWS[screen] ?? LoginScreen;
  return (
    <>
      <Title>{TITLES[screen] ?? 'Восстановление пароля'}</Title>
      <View />
      {atRoot ? (
        <p>
          Ещё нет кабинета? <Link href="/registration">Зарегистрируйтесь</Link>
        </p>
      ) : (
        <Actions>
          <Button type="button" variant="ghost" onClick={() => actor.send({ type: 'screen.pop' })} data-testid="screen-back">
            ← Назад
          </Button>
          <Button type="button" variant="ghost" onClick={() => actor.send({ type: 'screen.popTo', screen: SCREENS.login })} data-testid="screen-to-login">
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
      <LoginScreensActor.Provider options={withInspector({})}>
        <OpenRecovery path={route.path} />
        <Stack />
      </LoginScreensActor.Provider>
    </Page>
  );
}

export default LoginPage;
