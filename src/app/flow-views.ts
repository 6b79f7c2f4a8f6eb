// Views of the account flows (login, registration, creation, password recovery), owned by the
// accounts work; each route family is its own chunk.
import { lazy } from 'react';

const LoginPage = lazy(() => import('../views/login/LoginPage'));
const RegistrationPage = lazy(() => import('../views/registration/RegistrationPage'));

export const flowViews = {
  login: LoginPage,
  registration: RegistrationPage,
  creation: RegistrationPage,
  passwordRecovery: LoginPage,
};
