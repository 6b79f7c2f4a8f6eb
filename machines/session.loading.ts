// The session's loads of the client's data (profile, loans, the cabinet's extras), in parallel;
// each failure is only logged and loading goes on (requirements §8). Profile and loans are asked
// once more before giving up: post-login routing (requirements §2.5) decides on them, and a load
// that still fails is recorded in `failedLoads` so routing never reads its absence as a fact.
import { assign } from 'xstate';
import { sessionSetup } from './session.setup';

export const loadingState = sessionSetup.createStateConfig({
  type: 'parallel',
  tags: ['loadingUserData'],
  entry: assign({ isLoadingUserData: true, failedLoads: [] }),
  exit: assign({ isLoadingUserData: false }),
  onDone: [{ guard: 'hasRouteRequest', target: 'routing' }, { target: 'ready' }],
  states: {
    profile: {
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            id: 'fetchUserProfile',
            src: 'fetchUserProfile',
            input: ({ context }) => ({ token: context.token }),
            // The support chat learns who the client is (requirements §1, §4: re-initialised at login).
            onDone: { target: 'done', actions: [assign({ userData: ({ event }) => event.output }), { type: 'identifyChatUser', params: ({ event }) => ({ user: event.output }) }] },
            onError: { target: 'retrying', actions: { type: 'logError', params: ({ event }) => ({ where: 'profile', error: event.error }) } },
          },
        },
        retrying: {
          invoke: {
            id: 'refetchUserProfile',
            src: 'fetchUserProfile',
            input: ({ context }) => ({ token: context.token }),
            onDone: { target: 'done', actions: [assign({ userData: ({ event }) => event.output }), { type: 'identifyChatUser', params: ({ event }) => ({ user: event.output }) }] },
            onError: {
              target: 'done',
              actions: [
                assign({ failedLoads: ({ context }) => [...context.failedLoads, 'profile' as const] }),
                { type: 'logError', params: ({ event }) => ({ where: 'profile (again)', error: event.error }) },
              ],
            },
          },
        },
        done: { type: 'final' },
      },
    },
    loans: {
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            id: 'fetchUserLoans',
            src: 'fetchUserLoans',
            input: ({ context }) => ({ token: context.token }),
            onDone: { target: 'done', actions: { type: 'storeLoans', params: ({ event }) => event.output } },
            onError: { target: 'retrying', actions: { type: 'logError', params: ({ event }) => ({ where: 'loans', error: event.error }) } },
          },
        },
        retrying: {
          invoke: {
            id: 'refetchUserLoans',
            src: 'fetchUserLoans',
            input: ({ context }) => ({ token: context.token }),
            onDone: { target: 'done', actions: { type: 'storeLoans', params: ({ event }) => event.output } },
            // The pseudo-loan stays for the screens (requirements §4: the default until real loans load).
            onError: {
              target: 'done',
              actions: [
                assign({ failedLoads: ({ context }) => [...context.failedLoads, 'loans' as const] }),
                { type: 'logError', params: ({ event }) => ({ where: 'loans (again)', error: event.error }) },
              ],
            },
          },
        },
        done: { type: 'final' },
      },
    },
    extras: {
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            id: 'fetchUserExtras',
            src: 'fetchUserExtras',
            input: ({ context }) => ({ token: context.token }),
            // A failure page seen in this session stays seen (requirements §2.5 rule 5) across reloads of the data.
                onDone: {
                  target: 'done',
                  actions: assign(({ context, event }) => ({
                    ...event.output,
                    userFailuresData: { PageWasVisited: context.userFailuresData.PageWasVisited || event.output.userFailuresData.PageWasVisited },
                  })),
                },
            onError: { target: 'done', actions: { type: 'logError', params: ({ event }) => ({ where: 'extras', error: event.error }) } },
          },
        },
        done: { type: 'final' },
      },
    },
  },
});
