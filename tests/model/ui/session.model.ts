// The session machine as a path model for the screens: the events a client or the server can
// cause while the whole app runs (sign in on the login page, «Выйти», a 401, the renewal timer,
// the server answering or failing each of the session's calls). Paths come from this with
// xstate/graph; tests/model/ui/session.ui.test.tsx runs them against the app.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { PathModel } from '../coverage';
import { sessionModel } from '../models';

/** Far enough ahead that the renewal timer is the model's `after` event, never a surprise. */
export const TOKEN_LIFE_MS = 60 * 60 * 1000;

const matches = (s: AnyMachineSnapshot, value: unknown) => s.matches(value as never);
const loading = (s: AnyMachineSnapshot, part: string, state: string) => matches(s, { authenticated: { data: { loading: { [part]: state } } } });

/**
 * Not sent by this test's screens: session.route is the registration's scoring screen's (its
 * paths record the session too); the routing child never fails, it decides with what it has; its
 * scoring check is reported by the app itself when the rules run it.
 */
const NOT_FROM_THESE_SCREENS = new Set(['session.route', 'routing.scoringChecked', 'xstate.error.actor.postLoginRouting']);

export const sessionUiModel: PathModel = {
  ...sessionModel,
  inputs: [
    { newSiteToken: 'token-0', oldSiteToken: null },
    { newSiteToken: null, oldSiteToken: 'old-0' },
    { newSiteToken: null, oldSiteToken: null },
  ],
  events: {
    ...sessionModel.events,
    'session.login': [{ type: 'session.login', token: 'token-1', expires: '2099-01-01T00:00:00Z', from: '/lk/Dashboard' }],
    'session.logout': [{ type: 'session.logout' }],
    'session.expired': [{ type: 'session.expired' }],
    // Signing in again on the login page while signed in (the page's own `from`).
    'token.refreshed': [{ type: 'token.refreshed', token: 'token-1', expires: '2099-01-01T00:00:00Z', from: '/login' }],
  },
  filterEvents: (s, e: AnyEventObject) => {
    if (NOT_FROM_THESE_SCREENS.has(e.type)) return false;
    // A region's or a state's end is the machine's own event, never sent from outside.
    if (e.type.startsWith('xstate.done.state.')) return false;
    // The cabinet's «Выйти», a 401 on a cabinet page and the failure page need a signed-in client.
    if (['session.logout', 'session.expired', 'failures.pageVisited'].includes(e.type) && !s.hasTag('authenticated')) return false;
    // The extras read the profile's own request: they end with it, the same way.
    // A profile asked again (retrying) failed the first time: the extras failed with it.
    if (e.type.endsWith('.fetchUserExtras')) {
      if (loading(s, 'profile', 'retrying')) return e.type.startsWith('xstate.error');
      if (!loading(s, 'profile', 'done')) return false;
      return e.type.startsWith(s.context.userData ? 'xstate.done' : 'xstate.error');
    }
    if ((loading(s, 'profile', 'done') || loading(s, 'profile', 'retrying')) && loading(s, 'extras', 'fetching')) return false;
    return true;
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.token, s.context.oldSiteToken !== null, s.context.routeFrom !== null, s.context.userData !== null]),
};
