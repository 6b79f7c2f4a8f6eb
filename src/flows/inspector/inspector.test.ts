import { afterEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, sendTo, setup } from 'xstate';
import { createFormMachine } from '@machines/form.machine';
import { registrationMachine } from '@machines/registration.machine';
import { describeMachine } from './describe';
import { startInspector, stopInspector, viewerEnabled, withInspector } from './index';
import { parseInspectorMessage, type InspectorMessage } from './protocol';
import { createPublisher } from './publisher';
import { createInspectorStore } from './receiver';
import { REDACTED, toSafePlain } from './redact';

/** A channel pair in one process: what the publisher posts, the store receives. */
function wire(ownTab = 'viewer') {
  const store = createInspectorStore(ownTab);
  const sent: InspectorMessage[] = [];
  const listeners: Array<(e: MessageEvent<InspectorMessage>) => void> = [];
  const port = {
    postMessage: (m: InspectorMessage) => {
      sent.push(m);
      store.receive(structuredClone(m));
    },
    addEventListener: (_: 'message', l: (e: MessageEvent<InspectorMessage>) => void) => listeners.push(l),
  };
  const inspect = createPublisher(port, 'app', () => 0);
  const hello = () => listeners.forEach((l) => l({ data: { kind: 'hello' } } as MessageEvent<InspectorMessage>));
  return { store, sent, inspect, hello };
}

afterEach(stopInspector);

/** A screen stack in miniature: the inspector needs a machine, not this one in particular. */
const stackMachine = createMachine({ id: 'stack', initial: 'atRoot', states: { atRoot: { on: { 'screen.push': 'nested' } }, nested: {} } });

describe('statechart inspector', () => {
  it('publishes a live actor moving through its states, and the viewer store follows it', () => {
    const { store, inspect } = wire();
    const actor = createActor(stackMachine, { inspect }).start();
    expect(store.getSnapshot().actors.map((a) => [a.machineId, a.value])).toEqual([['stack', '"atRoot"']]);
    expect(store.getSnapshot().charts.stack?.root.children.map((c) => c.key)).toEqual(['atRoot', 'nested']);
    actor.send({ type: 'screen.push', screen: 'loginCode' });
    expect(store.getSnapshot().actors[0]?.activeIds).toEqual(['stack', 'stack.nested']);
    expect(store.getSnapshot().events[0]).toMatchObject({ type: 'screen.push', payload: { screen: 'loginCode' } });
    actor.stop();
    expect(store.getSnapshot().actors).toEqual([]);
  });

  it('keeps each machine’s last transition: the event that moved it, the states before and after', () => {
    const { store, inspect } = wire();
    const actor = createActor(stackMachine, { inspect }).start();
    expect(store.getSnapshot().transitions).toEqual({});
    actor.send({ type: 'screen.push' });
    expect(store.getSnapshot().transitions.stack).toMatchObject({ event: 'screen.push', from: ['stack', 'stack.atRoot'], to: ['stack', 'stack.nested'] });
  });

  it('parses what arrives on the channel and drops what is not a message of ours', () => {
    const { sent, inspect } = wire();
    createActor(stackMachine, { inspect }).start();
    for (const message of sent) expect(parseInspectorMessage(structuredClone(message))).toEqual(message);
    expect(parseInspectorMessage({ kind: 'hello' })).toEqual({ kind: 'hello' });
    expect(parseInspectorMessage({ kind: 'actor', report: { tab: 'x' } })).toBeNull();
    expect(parseInspectorMessage({ kind: 'actor', report: { ...(sent[0] as { report: object }).report, activeIds: 'stack' } })).toBeNull();
    expect(parseInspectorMessage('hello')).toBeNull();
    expect(parseInspectorMessage({ kind: 'evil' })).toBeNull();
    expect(parseInspectorMessage({ kind: 'toString' })).toBeNull();
    expect(parseInspectorMessage([{ kind: 'hello' }])).toBeNull();
    // A chart is checked to its leaves: a state nested under the root that does not fit drops the message.
    const actor = sent.find((m): m is Extract<InspectorMessage, { kind: 'actor' }> => m.kind === 'actor' && m.chart !== undefined)!;
    const root = actor.chart!.root;
    const badLeaf = { ...actor, chart: { ...actor.chart!, root: { ...root, children: [{ ...root.children[0]!, key: 7 }] } } };
    expect(parseInspectorMessage(badLeaf)).toBeNull();
  });

  it('never sends a password, a code or a token in clear', () => {
    const login = createFormMachine({ id: 'loginForm', fields: ['phone', 'password'] });
    const parent = setup({ actors: { login } }).createMachine({
      invoke: { id: 'form', src: 'login', input: undefined },
      on: { 'form.submitted': {}, relay: { actions: sendTo('form', ({ event }) => event.inner) } },
    });
    const { sent, inspect } = wire();
    const actor = createActor(parent, { inspect }).start();
    actor.send({ type: 'relay', inner: { type: 'field.change', field: 'password', value: 'Secret-2026' } });
    actor.send({ type: 'relay', inner: { type: 'field.change', field: 'phone', value: '+7 (900) 000-00-01' } });
    actor.send({ type: 'form.submitted', values: { phone: '79000000001', password: 'Secret-2026', smsCode: '123456' } } as never);
    actor.send({ type: 'session.login', token: 'opaque-token-value', expires: '2030' } as never);
    const text = JSON.stringify(sent);
    for (const secret of ['Secret-2026', '123456', 'opaque-token-value']) expect(text).not.toContain(secret);
    expect(text).toContain('+7 (900) 000-00-01');
    expect(toSafePlain({ ErrorCode: 'WRONG_CODE', Code: '4321', card: '2200 0000 0000 4242', auth: 'Bearer abc' })).toEqual({
      ErrorCode: 'WRONG_CODE',
      Code: REDACTED,
      card: REDACTED,
      auth: REDACTED,
    });
  });

  it('answers the viewer’s hello with the live actors, their charts and the recent events; the viewer leaves out its own tab', () => {
    const { store, sent, inspect, hello } = wire();
    createActor(stackMachine, { inspect }).start();
    sent.length = 0;
    hello();
    expect(sent.map((m) => m.kind)).toEqual(['actor', 'event']);
    expect(sent[0]).toMatchObject({ kind: 'actor', chart: { id: 'stack' } });
    expect(sent[1]).toMatchObject({ kind: 'event', report: { type: 'xstate.init' } });
    const own = createInspectorStore('app');
    own.receive(sent[0]!);
    expect(own.getSnapshot().actors).toEqual([]);
    expect(store.getSnapshot().actors).toHaveLength(1);
  });

  it('draws a machine from its definition: initial, final, guards, delays and invokes', () => {
    const chart = describeMachine(registrationMachine);
    const scoring = chart.root.children.find((c) => c.key === 'scoring')!;
    expect(chart.root.initial).toBe('resuming');
    expect(scoring.initial).toBe('starting');
    const waiting = scoring.children.find((c) => c.key === 'waiting')!;
    expect(waiting.transitions).toEqual([{ event: 'after scoringPollInterval (3000 мс)', targets: ['registration.scoring.checking'], guard: null }]);
    expect(scoring.children.find((c) => c.key === 'checking')!.invokes).toEqual(['checkScoringAnswer']);
    const visit = chart.root.children.find((c) => c.key === 'filling')!.transitions.find((t) => t.event === 'step.visit');
    expect(visit?.guard).toBe('canVisit');
  });

  it('is on in the sandbox and dev builds, off in a production configuration', () => {
    expect(viewerEnabled({ sandbox: true }, false)).toBe(true);
    expect(viewerEnabled({ sandbox: false }, true)).toBe(true);
    expect(viewerEnabled({ sandbox: false }, false)).toBe(false);
    // With SANDBOX=0 in a production build the inspector never starts: actors get no inspect
    // option, so nothing is broadcast.
    startInspector({ sandbox: false }, false);
    expect(withInspector({ input: 1 })).toEqual({ input: 1 });
  });
});
