// Session: who is logged in and what we know about them (requirements §3 user state, §4 authentication,
// §8 401 rule). Spawn it with `systemId: 'session'` so other actors reach it via system.get.
// Token refresh is a named delay (`tokenRefresh`) of the `token` region; the post-login routing
// (requirements §2.5) runs as an invoked child with the route the client came from.
import { assign, enqueueActions } from 'xstate';
import { routeFlagsOf } from './post-login-routing.machine';
import { loadingState } from './session.loading';
import { SESSION_EXPIRED_ROUTE, loggedOutContext, sessionSetup } from './session.setup';

export * from './session.setup';

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => ({
    ...loggedOutContext(),
    token: input.newSiteToken,
    oldSiteToken: input.oldSiteToken,
    expires: input.expires ?? null,
    pendingScoringChecked: input.pendingScoringChecked ?? false,
  }),
  initial: 'checking',
  on: {
    'session.logout': {
      target: '.anonymous',
      actions: enqueueActions(({ enqueue, event }) => {
        enqueue('clearTokens');
        enqueue('forgetClientData');
        enqueue.assign(loggedOutContext);
        if (!event.keepRegistration) enqueue('resetRegistration');
        enqueue('resetLoginState');
        enqueue('clearSessionStorage');
        enqueue('clearPendingScoringFlag');
        enqueue({ type: 'navigate', params: { to: event.redirectTo ?? '/' } });
      }),
    },
    // requirements §8: a 401 from any call logs out but keeps the registration the user typed.
    'session.expired': {
      target: '.anonymous',
      actions: [
        'clearTokens',
        'forgetClientData',
        assign(loggedOutContext),
        'resetLoginState',
        'clearSessionStorage',
        'clearPendingScoringFlag',
        { type: 'navigate', params: { to: SESSION_EXPIRED_ROUTE } },
      ],
    },
  },
  states: {
    checking: {
      always: [
        { guard: 'hasNewSiteToken', target: 'authenticated', actions: { type: 'applyToken', params: ({ context }) => ({ token: context.token }) } },
        { guard: 'hasOldSiteToken', target: 'crossAuthenticating' },
        { target: 'anonymous' },
      ],
    },
    crossAuthenticating: {
      // 'exchangingToken': the cabinet waits for the new-site token rather than ask without one.
      tags: ['authenticated', 'loadingUserData', 'exchangingToken'],
      invoke: {
        id: 'requestCrossAuthToken',
        src: 'requestCrossAuthToken',
        input: ({ context }) => ({ oldSiteToken: context.oldSiteToken ?? '' }),
        onDone: {
          target: 'authenticated',
          actions: [
            assign({ token: ({ event }) => event.output.token, expires: ({ event }) => event.output.expires }),
            { type: 'setAuthCookie', params: ({ event }) => event.output },
            { type: 'applyToken', params: ({ event }) => ({ token: event.output.token }) },
          ],
        },
        // The old-site cookie still counts as authenticated; loading goes on without a new token.
        onError: { target: 'authenticated', actions: { type: 'logError', params: ({ event }) => ({ where: 'crossAuth', error: event.error }) } },
      },
    },
    anonymous: {
      on: {
        'session.login': {
          target: 'authenticated',
          actions: [
            'forgetClientData',
            assign({ token: ({ event }) => event.token, expires: ({ event }) => event.expires, routeFrom: ({ event }) => event.from ?? null }),
            { type: 'setAuthCookie', params: ({ event }) => ({ token: event.token, expires: event.expires }) },
            { type: 'applyToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
    },
    authenticated: {
      tags: ['authenticated'],
      type: 'parallel',
      on: {
        'failures.pageVisited': {
          actions: [assign({ userFailuresData: { PageWasVisited: true } }), { type: 'rememberFailurePageVisited', params: ({ context }) => ({ userId: context.userData?.Id }) }],
        },
        'routing.scoringChecked': { actions: [assign({ pendingScoringChecked: true }), 'rememberPendingScoringChecked'] },
        // Another sign-in while signed in: the new token with its own renewal time, and the
        // client's data again (then routing when `from` asks for it).
        'token.refreshed': {
          target: ['.data.loading', '.token.waiting'],
          reenter: true,
          actions: [
            // The new sign-in may be another client's: nothing cached for the last one stays.
            'forgetClientData',
            assign({ token: ({ event }) => event.token, expires: ({ event }) => event.expires, routeFrom: ({ event }) => event.from ?? null }),
            { type: 'setAuthCookie', params: ({ event }) => ({ token: event.token, expires: event.expires }) },
            { type: 'applyToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
      states: {
        data: {
          initial: 'loading',
          on: {
            // While loading or routing: route (again) once the data is in.
            'session.route': { actions: assign({ routeFrom: ({ event }) => event.from }) },
          },
          states: {
            loading: loadingState,
            ready: {
              on: { 'session.route': { target: 'loading', actions: assign({ routeFrom: ({ event }) => event.from }) } },
            },
            // requirements §2.5 on the data just loaded, for the route the client came from.
            routing: {
              tags: ['routing'],
              invoke: {
                id: 'postLoginRouting',
                src: 'postLoginRouting',
                input: ({ context }) => ({
                  // A load that failed twice is unknown to the rules, not empty (requirements §2.5, §8).
                  userData: context.failedLoads.includes('profile') ? null : context.userData,
                  loans: context.failedLoads.includes('loans') ? null : context.loans,
                  pageWasVisited: context.userFailuresData.PageWasVisited,
                  pendingScoringChecked: context.pendingScoringChecked,
                  ...routeFlagsOf(context.routeFrom ?? ''),
                }),
                onDone: { target: 'ready', actions: [assign({ routeFrom: null }), { type: 'followDecision', params: ({ event }) => ({ decision: event.output }) }] },
                onError: { target: 'ready', actions: [assign({ routeFrom: null }), { type: 'logError', params: ({ event }) => ({ where: 'postLoginRouting', error: event.error }) }] },
              },
            },
          },
        },
        token: {
          initial: 'waiting',
          states: {
            waiting: { after: { tokenRefresh: 'refreshing' } },
            refreshing: {
              invoke: {
                id: 'refreshToken',
                src: 'refreshToken',
                input: ({ context }) => ({ token: context.token ?? '' }),
                onDone: {
                  target: 'waiting',
                  actions: [
                    assign({ token: ({ event }) => event.output.token, expires: ({ event }) => event.output.expires }),
                    { type: 'setAuthCookie', params: ({ event }) => event.output },
                    { type: 'applyToken', params: ({ event }) => ({ token: event.output.token }) },
                  ],
                },
                // Logged; the next call that gets a 401 ends the session (requirements §8).
                onError: { target: 'failed', actions: { type: 'logError', params: ({ event }) => ({ where: 'refresh', error: event.error }) } },
              },
            },
            failed: {},
          },
        },
      },
    },
  },
});
