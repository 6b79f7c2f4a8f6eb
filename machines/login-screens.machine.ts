// Login screen stack (SPEC §2.5 last paragraph, §3 login state). No effects: a pure store.
import { assign, setup } from 'xstate';

export type LoginScreen = string;

export interface LoginData {
  phone: string;
  birthDay: string;
}

export interface LoginScreensContext {
  stack: LoginScreen[];
  restoreData: Record<string, unknown> | null;
  loginData: LoginData;
}

export type LoginScreensEvent =
  | { type: 'screen.push'; screen: LoginScreen }
  | { type: 'screen.pop' }
  | { type: 'screen.popTo'; screen: LoginScreen }
  | { type: 'restoreData.set'; data: Record<string, unknown> | null }
  | { type: 'loginData.set'; data: Partial<LoginData> }
  | { type: 'login.reset' };

export const ROOT_SCREEN = 'login';

const initialContext = (): LoginScreensContext => ({
  stack: [ROOT_SCREEN],
  restoreData: null,
  loginData: { phone: '', birthDay: '' },
});

export const loginScreensMachine = setup({
  types: { context: {} as LoginScreensContext, events: {} as LoginScreensEvent },
  guards: {
    hasSeveralPushed: ({ context }) => context.stack.length > 2,
    isRootScreen: ({ event }) => event.type === 'screen.popTo' && event.screen === ROOT_SCREEN,
    isInStack: ({ context, event }) =>
      event.type === 'screen.popTo' && context.stack.includes(event.screen),
  },
}).createMachine({
  id: 'loginScreens',
  context: initialContext,
  initial: 'atRoot',
  on: {
    'screen.push': { target: '.nested', actions: assign({ stack: ({ context, event }) => [...context.stack, event.screen] }) },
    'restoreData.set': { actions: assign({ restoreData: ({ event }) => event.data }) },
    'loginData.set': { actions: assign({ loginData: ({ context, event }) => ({ ...context.loginData, ...event.data }) }) },
    'login.reset': { target: '.atRoot', actions: assign(initialContext) },
  },
  states: {
    atRoot: { tags: ['root'] },
    nested: {
      on: {
        'screen.pop': [
          { guard: 'hasSeveralPushed', actions: assign({ stack: ({ context }) => context.stack.slice(0, -1) }) },
          { target: 'atRoot', actions: assign({ stack: [ROOT_SCREEN] }) },
        ],
        'screen.popTo': [
          {
            guard: 'isRootScreen',
            target: 'atRoot',
            actions: assign({ stack: [ROOT_SCREEN] }),
          },
          {
            guard: 'isInStack',
            actions: assign({ stack: ({ context, event }) => context.stack.slice(0, context.stack.lastIndexOf(event.screen) + 1) }),
          },
        ],
      },
    },
  },
});

export const selectCurrentScreen = (s: { context: LoginScreensContext }): LoginScreen =>
  s.context.stack[s.context.stack.length - 1] ?? ROOT_SCREEN;
