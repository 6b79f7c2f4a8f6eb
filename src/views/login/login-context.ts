// The page's login screen stack (SPEC §2.5, §3 login state) and the screen names it holds.
import { createActorContext } from '@xstate/react';
import { loginScreensMachine } from '../../../machines/login-screens.machine';

export const LoginScreensActor = createActorContext(loginScreensMachine);

export const SCREENS = {
  login: 'login',
  loginCode: 'loginCode',
  recovery: 'recovery',
  recoveryMethod: 'recoveryMethod',
  recoveryCode: 'recoveryCode',
  newPassword: 'newPassword',
} as const;

export type ScreenName = (typeof SCREENS)[keyof typeof SCREENS];

/** What the stack keeps between screens (restoreData): the login challenge or the recovery flow. */
export interface FlowData {
  loginId?: string;
  sentTo?: string;
  byEmail?: boolean;
  maskedEmail?: string | null;
  channel?: 'sms' | 'email';
  email?: string;
  restoreToken?: string;
  /** When (epoch ms) a new code (login or recovery) may be requested: the server's pause after the last one. */
  resendAt?: number;
  /** How many new recovery codes were requested on the code screen; each starts a fresh form. */
  codeRound?: number;
}

export const SESSION_EXPIRED_NOTICE = 'Сессия истекла. Войдите снова.';
export const RECOVERY_PATHS = ['/password_recovery', '/account/forgotPassword'];
