// Words for the model paths of each workflow (tests/model/models.ts), as testers read them on
// /guidelines/machines. What a dictionary leaves out falls back to the raw names (narrate.ts).
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { RegistrationStepName } from '../../machines/registration.steps';
import type { Narration } from './narrate';

const STEP_TITLES: Record<RegistrationStepName, string> = {
  REGISTRATION: 'личные данные и телефон',
  PASSPORT_REGISTRATION: 'паспорт',
  ADDRESS_REGISTRATION: 'адрес',
  BANK_CARD_REGISTRATION: 'банковская карта',
  BANK_CARD_PHOTO_REGISTRATION: 'фото карты',
  EMPLOYMENT_REGISTRATION: 'работа и доход',
  SCORING: 'заявка',
};
const step = (name: unknown) => `«${STEP_TITLES[name as RegistrationStepName] ?? String(name)}»`;

const SCORING_PLACES: Record<string, string> = {
  starting: 'экран заявки',
  requesting: 'экран заявки, заявка отправляется',
  waiting: 'экран заявки, ждём решения',
  checking: 'экран заявки, спрашиваем решение',
  approved: 'экран заявки: одобрено',
  refused: 'экран заявки: отказ',
  failed: 'экран заявки: ошибка связи',
  leaving: 'экран заявки, открывается личный кабинет',
};

export const registrationNarration: Narration = {
  where: (s: AnyMachineSnapshot) => {
    if (s.matches('filling')) return `на шаге ${step(s.context.currentStep)}`;
    const value = s.value as { scoring?: string };
    return value.scoring ? SCORING_PLACES[value.scoring] : undefined;
  },
  input: (input) =>
    (input as { restored?: unknown } | undefined)?.restored ? 'начало: анкета восстановлена, заявка уже отправлена и ждёт решения' : 'начало: новая анкета, первый шаг',
  events: {
    'registration.arrive': (e: AnyEventObject) => (e.signedIn ? 'открыть анкету, уже войдя в кабинет' : 'открыть анкету'),
    'form.submitted': 'заполнить шаг верно и нажать «Далее»',
    'step.next': 'заполнить шаг верно и нажать «Далее»',
    'step.back': 'нажать «← Назад»',
    'step.goTo': (e: AnyEventObject) => `перейти по ссылке на шаг ${step(e.step)}`,
    'step.visit': (e: AnyEventObject) => `открыть адрес шага ${step(e.step)} (кнопка «Вперёд →» или история браузера)`,
    'progress.confirm': (e: AnyEventObject) => `сервер подтверждает, что анкета дошла до шага ${step(e.step)}`,
    'step.replaceData': 'данные шага заменяются',
    'step.mergeData': 'в данные шага дописывается поле',
    'bankCard.select': 'выбрать карту из привязанных',
    'checkStep.skip': 'шаг проверки пропускается',
    'scoring.continue': 'нажать «Перейти в личный кабинет»',
    'scoring.retry': 'нажать «Повторить»',
    'xstate.done.actor.requestScoring': 'сервер принимает заявку',
    'xstate.error.actor.requestScoring': 'заявка не отправилась: ошибка связи',
    'xstate.done.actor.checkScoringAnswer': (e: AnyEventObject) =>
      ({ approved: 'приходит решение: одобрено', refused: 'приходит решение: отказ' })[String(e.output?.status)] ?? 'решения ещё нет',
    'xstate.error.actor.checkScoringAnswer': 'решение не получено: ошибка связи',
    'xstate.done.actor.leaveForCabinet': 'кабинет открыт, анкета начинается заново',
    'xstate.error.actor.leaveForCabinet': 'кабинет не открылся: решение снова на экране',
  },
};

const LOGIN_SCREENS: Record<string, string> = {
  login: 'экран входа (телефон и пароль)',
  loginCode: 'экран кода из СМС',
  recovery: 'экран восстановления пароля',
  recoveryMethod: 'экран выбора, куда прислать код',
  recoveryCode: 'экран кода восстановления',
  newPassword: 'экран нового пароля',
};
const screenName = (screen: unknown) => LOGIN_SCREENS[String(screen)] ?? `экран «${String(screen)}»`;

export const loginNarration: Narration = {
  where: (s) => {
    if (s.status === 'done') return 'вход выполнен, сессия ведёт дальше';
    const stack = s.context.stack as string[];
    const busy = s.hasTag('submitting') ? ', ждём ответа' : s.hasTag('challenge') ? ', показана капча' : s.hasTag('error') ? ', показана ошибка' : '';
    return `${screenName(stack.at(-1))}${stack.length > 1 ? ` (глубина ${stack.length})` : ''}${busy}`;
  },
  input: (input) => ((input as { startAt?: string } | undefined)?.startAt === 'recovery' ? 'начало: открыта ссылка восстановления пароля' : 'начало: экран входа'),
  events: {
    'form.submitted': (e) => (e.values?.channel === 'email' ? 'выбрать письмо на e-mail и отправить' : e.values?.channel === 'sms' ? 'выбрать SMS и отправить' : 'заполнить форму и нажать кнопку'),
    'form.changed': 'изменить телефон или дату рождения',
    'form.invalid': 'форма не прошла проверку',
    'screen.pop': 'нажать «← Назад»',
    'screen.popTo': (e) => (e.screen === 'login' ? 'нажать «Ко входу»' : `вернуться на ${screenName(e.screen)}`),
    'recovery.open': 'нажать «Забыли пароль?»',
    'captcha.solved': 'пройти капчу «я не робот»',
    'loginCode.resent': (e) => (e.answer?.kind === 'token' ? 'запросить код ещё раз — сервер сразу пускает' : 'запросить код ещё раз'),
    'recoveryCode.resent': 'запросить код восстановления ещё раз',
    'xstate.done.actor.signIn': (e) => (e.output?.kind === 'token' ? 'сервер пускает без кода' : 'сервер присылает код в SMS'),
    'xstate.error.actor.signIn': (e) => (e.error?.captchaRequired ? 'сервер требует капчу' : 'сервер отказывает'),
    'xstate.done.actor.confirmLogin': 'код верный: вход',
    'xstate.error.actor.confirmLogin': 'код не принят',
    'xstate.done.actor.findAccount': 'клиент найден',
    'xstate.error.actor.findAccount': 'клиент не найден',
    'xstate.done.actor.sendRecoveryCode': 'код отправлен',
    'xstate.error.actor.sendRecoveryCode': 'код не отправлен',
    'xstate.done.actor.checkRecoveryCode': 'код восстановления верный',
    'xstate.error.actor.checkRecoveryCode': 'код восстановления не принят',
    'xstate.done.actor.setNewPassword': 'пароль сохранён: вход',
    'xstate.error.actor.setNewPassword': 'пароль не сохранён',
  },
};

export const sessionNarration: Narration = {
  input: (input) => {
    const { newSiteToken, oldSiteToken } = input as { newSiteToken: string | null; oldSiteToken: string | null };
    if (newSiteToken) return 'начало: в браузере есть токен входа';
    return oldSiteToken ? 'начало: есть только вход со старого сайта' : 'начало: посетитель не входил';
  },
  events: {
    'session.login': 'войти (телефон, пароль и, если нужно, код из СМС)',
    'session.logout': (e) => (e.redirectTo ? `выйти с переходом на ${String(e.redirectTo)}` : 'нажать «Выйти»'),
    'session.expired': 'сервер отвечает 401: сессия истекла',
    'session.route': 'анкета закончена: данные кабинета заново и переход по правилам',
    'token.refreshed': (e) => (e.from ? 'войти заново, уже войдя (вход с переходом по правилам)' : 'войти заново, уже войдя (например, новый пароль)'),
  },
};

export const callBackNarration: Narration = {
  events: {
    'form.submitted': (e) => `ввести телефон ${String((e.values as { Phone?: string } | undefined)?.Phone)} и нажать «Перезвоните мне»`,
    'captcha.v2.solved': 'отметить «Я не робот»',
  },
};
