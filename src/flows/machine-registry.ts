// Every machine the statechart viewer (/guidelines/machines) draws, in one list. To add a machine:
// one entry with its title, and (for a workflow with a model in tests/model/models.ts) its model
// and the words of its paths (tests/model/narrations.ts). Imported only by the viewer's chunk and
// its worker, never by the public pages. Live actors of machines missing here still show: each
// tab sends the chart of a machine the viewer does not know.
import type { AnyStateMachine } from 'xstate';
import { callBackMachine } from '@machines/call-back.machine';
import { captchaChallengeMachine } from '@machines/captcha-challenge.machine';
import { captchaLoaderMachine } from '@machines/captcha-loader.machine';
import { chatWidgetMachine } from '@machines/chat-widget.machine';
import { codeResendMachine } from '@machines/code-resend.machine';
import { deviceMachine } from '@machines/device.machine';
import { createFormMachine } from '@machines/form.machine';
import { loanChoiceMachine } from '@machines/loan-choice.machine';
import { loanOfferMachine } from '@machines/loan-offer.machine';
import { loanStatusMachine } from '@machines/loan-status.machine';
import { loginMachine } from '@machines/login.machine';
import { modalsMachine } from '@machines/modals.machine';
import { ombudsmenMachine } from '@machines/ombudsmen.machine';
import { postLoginRoutingMachine } from '@machines/post-login-routing.machine';
import { registrationMachine } from '@machines/registration.machine';
import { sessionMachine } from '@machines/session.machine';
import { sidebarMachine } from '@machines/sidebar.machine';
import { profileEditMachine } from '@machines/profile-edit.machine';
import { identityMachine } from '@machines/identity.machine';
import { documentsMachine } from '@machines/documents.machine';
import { newLoanMachine } from '@machines/new-loan.machine';
import { messagesMachine } from '@machines/messages.machine';
import { serviceBannerMachine } from '@machines/service-banner.machine';
import { serviceRefusalMachine } from '@machines/service-refusal.machine';
import type { PathModel } from '../../tests/model/coverage';
import { callBackModel, loanStatusModel, postLoginRoutingModel, sessionModel } from '../../tests/model/models';
import { loginPathModel as loginModel } from '../../tests/model/ui/login.model';
import { registrationPathModel as registrationModel } from '../../tests/model/ui/registration.model';
import type { Narration } from '../../tests/model/narrate';
import { callBackNarration, loginNarration, registrationNarration, sessionNarration } from '../../tests/model/narrations';

export interface MachineEntry {
  machine: AnyStateMachine;
  title: string;
  /** The model `npm run test:model` runs: coverage and paths come from it. */
  model?: PathModel;
  narration?: Narration;
}

export const MACHINE_REGISTRY: readonly MachineEntry[] = [
  { machine: sessionMachine, title: 'Сессия', model: sessionModel, narration: sessionNarration },
  { machine: loginMachine, title: 'Вход и восстановление пароля', model: loginModel, narration: loginNarration },
  { machine: postLoginRoutingMachine, title: 'Куда вести после входа', model: postLoginRoutingModel },
  { machine: registrationMachine, title: 'Регистрация и заявка', model: registrationModel, narration: registrationNarration },
  { machine: callBackMachine, title: 'Обратный звонок', model: callBackModel, narration: callBackNarration },
  { machine: loanStatusMachine, title: 'Статус займа', model: loanStatusModel },
  { machine: loanOfferMachine, title: 'Предложение займа' },
  { machine: ombudsmenMachine, title: 'Обращение к финансовому уполномоченному' },
  { machine: codeResendMachine, title: 'Повторная отправка кода' },
  { machine: profileEditMachine, title: 'Изменение данных профиля' },
  { machine: identityMachine, title: 'Подтверждение личности' },
  { machine: documentsMachine, title: 'Загрузка документов' },
  { machine: newLoanMachine, title: 'Новый заём' },
  { machine: loanChoiceMachine, title: 'Сумма и срок заявки' },
  { machine: messagesMachine, title: 'Сообщения' },
  { machine: serviceRefusalMachine, title: 'Отказ от платной услуги' },
  { machine: serviceBannerMachine, title: 'Баннер в кабинете' },
  // One machine per form at run time (its id names the form); this one shows their common shape.
  { machine: createFormMachine({ id: 'form', fields: ['value'] }), title: 'Форма (общая для всех форм)' },
  { machine: captchaLoaderMachine, title: 'Загрузка капчи' },
  { machine: captchaChallengeMachine, title: 'Проверка «Я не робот»' },
  { machine: chatWidgetMachine, title: 'Чат поддержки' },
  { machine: modalsMachine, title: 'Модальные окна' },
  { machine: sidebarMachine, title: 'Боковое меню' },
  { machine: deviceMachine, title: 'Устройство и ширина экрана' },
];

export const machineEntry = (id: string): MachineEntry | undefined => MACHINE_REGISTRY.find((e) => e.machine.id === id);
