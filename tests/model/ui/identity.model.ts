// Identity confirmation (machines/identity.machine.ts) as a path model: the page opened plainly,
// or on the way back from Госуслуги with a code or a refusal; the server says whether the
// identity is confirmed, gives the provider's page, takes the code — or fails each time.
import { identityMachine } from '../../../machines/identity.machine';
import type { PathModel } from '../coverage';
import { done, error, never } from './actor-events';

/** The machine's invokes have no ids of their own: their events carry the generated ones. */
export const INVOKED = { fetchConfirmed: '0.identity.loading', requestProviderPage: '0.identity.leaving', confirmWithProvider: '0.identity.confirming' } as const;

export const RETURNS = [null, { kind: 'code', code: 'esia-code', state: 'esia-state' }, { kind: 'refused' }] as const;

export const identityModel: PathModel = {
  name: 'identity',
  executedOn: 'UI',
  machine: identityMachine.provide({ actors: { fetchConfirmed: never(), requestProviderPage: never(), confirmWithProvider: never() } }),
  inputs: RETURNS.map((returned) => ({ returned })),
  events: {
    ...done(INVOKED.fetchConfirmed, true, false),
    ...error(INVOKED.fetchConfirmed),
    ...done(INVOKED.requestProviderPage, 'provider-page'),
    ...error(INVOKED.requestProviderPage),
    ...done(INVOKED.confirmWithProvider, {}),
    ...error(INVOKED.confirmWithProvider),
  },
};
