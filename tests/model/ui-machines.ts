// The machines whose generated paths run against the screens (npm run test:model): one row
// each, named as in the code. Add a machine here with its UI test file under tests/model/ui/.
import type { AnyStateMachine } from 'xstate';
import { agreementSigningMachine } from '../../machines/agreement-signing.machine';
import { callBackMachine } from '../../machines/call-back.machine';
import { cardsMachine } from '../../machines/cards.machine';
import { documentsMachine } from '../../machines/documents.machine';
import { identityMachine } from '../../machines/identity.machine';
import { loanOfferMachine } from '../../machines/loan-offer.machine';
import { loanStatusMachine } from '../../machines/loan-status.machine';
import { loginMachine } from '../../machines/login.machine';
import { messagesMachine } from '../../machines/messages.machine';
import { newLoanMachine } from '../../machines/new-loan.machine';
import { ombudsmenMachine } from '../../machines/ombudsmen.machine';
import { paymentMachine } from '../../machines/payment.machine';
import { postLoginRoutingMachine } from '../../machines/post-login-routing.machine';
import { profileEditMachine } from '../../machines/profile-edit.machine';
import { prolongationMachine } from '../../machines/prolongation.machine';
import { registrationMachine } from '../../machines/registration.machine';
import { serviceBannerMachine } from '../../machines/service-banner.machine';
import { sessionMachine } from '../../machines/session.machine';

export interface UiModelEntry {
  /** The machine's id (`createMachine({ id })`), the row's name. */
  machine: AnyStateMachine;
  /** The vitest file(s) that run its paths against the screens. */
  tests: string[];
  /** Transitions the screen tests do not take, by id, with the reason and where they are tested (reported, not counted as missed). */
  notOnScreens?: Record<string, string>;
}

export const UI_MODELS: UiModelEntry[] = [
  {
    machine: loginMachine,
    tests: ['tests/model/ui/login.ui.test.tsx'],
    notOnScreens: Object.fromEntries(
      [
        'login.recoveryMethod --screen.popTo[1]--> login.recovery',
        'login.recoveryCode --screen.popTo[1]--> login.recovery',
        'login.recoveryCode --screen.popTo[2]--> login.recoveryMethod',
        'login.newPassword --screen.popTo[1]--> login.recovery',
        'login.newPassword --screen.popTo[2]--> login.recoveryMethod',
        'login.newPassword --screen.popTo[3]--> login.recoveryCode',
      ].map((id) => [
        id,
        'no screen offers popping back to a named screen other than login («Ко входу»); the stack allows it (requirements §2.5), machines/login.machine.test.ts takes it',
      ]),
    ),
  },
  {
    machine: registrationMachine,
    tests: ['tests/model/ui/registration.ui.test.tsx'],
    notOnScreens: {
      'registration --step.replaceData[0]--> (self)':
        'no screen replaces a step\'s data as a whole (the loan choice merges); the machine allows it (requirements §4), machines/registration.machine.test.ts takes it',
    },
  },
  { machine: postLoginRoutingMachine, tests: ['tests/model/ui/post-login-routing.ui.test.tsx'] },
  { machine: callBackMachine, tests: ['tests/model/ui/call-back.ui.test.tsx'] },
  { machine: paymentMachine, tests: ['tests/model/ui/payment.ui.test.tsx'] },
  { machine: loanStatusMachine, tests: ['tests/model/ui/loan-status.ui.test.tsx'] },
  {
    machine: sessionMachine,
    // The registration's scoring screen sends session.route: its paths record the session too, and
    // session-route takes it while the session still loads.
    tests: ['tests/model/ui/session.ui.test.tsx', 'tests/model/ui/registration.ui.test.tsx', 'tests/model/ui/session-route.ui.test.tsx'],
    notOnScreens: {
      'session.authenticated.data.routing --xstate.error.actor.postLoginRouting[0]--> session.authenticated.data.ready':
        'no screen can: the routing child handles every failure of its calls and always decides; the handler only keeps the session alive if it ever threw',
    },
  },
  { machine: cardsMachine, tests: ['tests/model/ui/cards.ui.test.tsx'] },
  { machine: prolongationMachine, tests: ['tests/model/ui/prolongation.ui.test.tsx'] },
  { machine: agreementSigningMachine, tests: ['tests/model/ui/agreement-signing.ui.test.tsx'] },
  { machine: newLoanMachine, tests: ['tests/model/ui/new-loan.ui.test.tsx'] },
  { machine: loanOfferMachine, tests: ['tests/model/ui/loan-offer.ui.test.tsx'] },
  { machine: profileEditMachine, tests: ['tests/model/ui/profile-edit.ui.test.tsx'] },
  { machine: messagesMachine, tests: ['tests/model/ui/messages.ui.test.tsx'] },
  { machine: ombudsmenMachine, tests: ['tests/model/ui/ombudsmen.ui.test.tsx'] },
  { machine: serviceBannerMachine, tests: ['tests/model/ui/service-banner.ui.test.tsx'] },
  { machine: documentsMachine, tests: ['tests/model/ui/documents.ui.test.tsx'] },
  { machine: identityMachine, tests: ['tests/model/ui/identity.ui.test.tsx'] },
];
