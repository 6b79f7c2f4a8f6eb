// The transition counts the app reports (issue 31, part 3): names of arrows and how many times
// they were taken, matching the arrows the viewer draws; never event data; nothing while the
// client refuses analytics cookies.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import type { AnalyticsEvent } from '@/api/analytics';
import { ANALYTICS_CONSENT_COOKIE, analyticsRefused } from '@/domain/analytics-consent';
import { edgeKey, toElkGraph } from '@/views/dev/machines/chart-graph';
import { describeMachine } from './describe';
import { observeActors, stopInspector, withInspector } from './index';
import { oncePerTask, reportTransitions } from './report-transitions';
import { startTransitionReports, TRANSITIONS_EVENT } from './transition-reports';

/** A sign-up in miniature: form events with personal data, a delay, an eventless step, a machine-wide reset. */
const signUp = setup({
  types: { context: {} as { phone: string }, events: {} as { type: 'form.submitted'; values: Record<string, string> } | { type: 'reset' } | { type: 'typed'; value: string } },
  delays: { poll: 3000 },
}).createMachine({
  id: 'signUp',
  context: { phone: '' },
  initial: 'personal',
  on: { reset: '.personal' },
  states: {
    personal: {
      on: {
        typed: { actions: assign({ phone: ({ event }) => event.value }) },
        'form.submitted': { target: 'checking', actions: assign({ phone: ({ event }) => event.values.phone ?? '' }) },
      },
    },
    checking: { always: 'waiting' },
    waiting: { after: { poll: 'done' } },
    done: {},
  },
});

const SECRETS = { phone: '79161234567', lastName: 'Тестова', password: 'Secret-2026', code: '4321', token: 'eyJhbGciOi.eyJzdWIiOi.sig' };

function run(refused: () => boolean) {
  const sent: AnalyticsEvent[] = [];
  const stop = startTransitionReports({ send: (e) => sent.push(structuredClone(e)), refused, everyMs: 60_000 });
  const actor = createActor(signUp, withInspector({})).start();
  actor.send({ type: 'typed', value: SECRETS.phone });
  actor.send({ type: 'form.submitted', values: SECRETS });
  vi.advanceTimersByTime(3000);
  actor.send({ type: 'reset' });
  actor.send({ type: 'form.submitted', values: SECRETS });
  return { sent, stop, actor };
}

afterEach(() => {
  stopInspector();
  vi.useRealTimers();
  document.cookie = `${ANALYTICS_CONSENT_COOKIE}=; max-age=0`;
});

describe('transition reports', () => {
  it('sends each arrow taken with its count when the page is hidden, and nothing of the events’ data', () => {
    vi.useFakeTimers();
    const { sent, stop } = run(() => false);
    expect(sent).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    stop();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.Event).toBe(TRANSITIONS_EVENT);
    const counts = Object.fromEntries(sent[0]!.Transitions!.map((t) => [`${t.From}|${t.Event}|${t.To}`, t.Count]));
    expect(counts).toEqual({
      'signUp.personal|form.submitted|signUp.checking': 2,
      'signUp.checking|always|signUp.waiting': 2,
      'signUp.waiting|after poll (3000 мс)|signUp.done': 1,
      '*|reset|signUp.personal': 1,
    });
    const text = JSON.stringify(sent);
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
  });

  it('names each arrow as the viewer’s chart does, so the counts land on the drawn arrows', () => {
    vi.useFakeTimers();
    const { sent, stop } = run(() => false);
    window.dispatchEvent(new Event('pagehide'));
    stop();
    const drawn = new Set([...toElkGraph(describeMachine(signUp)).edges.values()].filter((e) => e.kind === 'transition').map(edgeKey));
    for (const t of sent[0]!.Transitions!) expect(drawn).toContain(edgeKey({ source: t.From === '*' ? null : t.From, event: t.Event, target: t.To }));
  });

  it('flushes on the timer and when the document turns hidden; an empty tally sends nothing', () => {
    vi.useFakeTimers();
    const sent: AnalyticsEvent[] = [];
    const stop = startTransitionReports({ send: (e) => sent.push(e), refused: () => false, everyMs: 2000 });
    const actor = createActor(signUp, withInspector({})).start();
    actor.send({ type: 'form.submitted', values: {} });
    vi.advanceTimersByTime(2000);
    vi.advanceTimersByTime(2000); // the delay (3 s) ends in between
    actor.send({ type: 'reset' });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    vi.advanceTimersByTime(4000);
    stop();
    expect(sent.map((e) => e.Transitions!.map((t) => t.To))).toEqual([['signUp.checking', 'signUp.waiting'], ['signUp.done'], ['signUp.personal']]);
  });

  it('counts and sends nothing while the client refuses analytics cookies', () => {
    vi.useFakeTimers();
    const refuse = (refused: boolean) => (document.cookie = `${ANALYTICS_CONSENT_COOKIE}=${refused ? 0 : 1}`);
    refuse(true);
    expect(analyticsRefused(document.cookie)).toBe(true);
    const { sent, stop, actor } = run(() => analyticsRefused(document.cookie));
    // What happened while refused is not counted, even once consent is given.
    refuse(false);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([]);
    // What was counted before a refusal is not sent after it.
    actor.send({ type: 'reset' });
    refuse(true);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([]);
    refuse(false);
    actor.send({ type: 'reset' });
    window.dispatchEvent(new Event('pagehide'));
    stop();
    expect(sent.map((e) => e.Transitions!.map((t) => [t.To, t.Count]))).toEqual([[['signUp.personal', 1]]]);
  });

  it('reads the consent only for the steps it may count, not for every event and snapshot (issue 32)', () => {
    vi.useFakeTimers();
    const kinds: string[] = [];
    observeActors((event) => kinds.push(event.type));
    const refused = vi.fn(() => false);
    run(refused).stop();
    const steps = kinds.filter((kind) => kind === '@xstate.microstep').length;
    expect(steps).toBeGreaterThan(0);
    expect(kinds.length).toBeGreaterThan(steps);
    expect(refused).toHaveBeenCalledTimes(steps);
  });

  it('looks at the consent once per run of synchronous code, again in the next', async () => {
    const read = vi.fn(() => true);
    const refused = oncePerTask(read);
    expect([refused(), refused(), refused()]).toEqual([true, true, true]);
    expect(read).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    refused();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('at boot keeps the transitions taken before the counting code loads, and counts them with the rest', async () => {
    const beacons: Blob[] = [];
    const sendBeacon = vi.fn((_url: string, body: Blob) => beacons.push(body) > 0);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const stop = reportTransitions({ apiHost: '' });
    const actor = createActor(signUp, withInspector({})).start();
    actor.send({ type: 'form.submitted', values: SECRETS });
    await Promise.resolve(); // a refusal is seen from the next run of code on (oncePerTask)
    document.cookie = `${ANALYTICS_CONSENT_COOKIE}=0`;
    actor.send({ type: 'reset' }); // refused: never kept
    await Promise.resolve();
    document.cookie = `${ANALYTICS_CONSENT_COOKIE}=1`;
    // The counting code loads after the start-up (3 s, or the first scroll as here). Until it has
    // loaded, a page hide sends nothing; then it sends what was kept.
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(beacons).toHaveLength(0);
    window.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => {
      window.dispatchEvent(new Event('pagehide'));
      expect(beacons.length).toBeGreaterThan(0);
    });
    stop();
    expect(beacons).toHaveLength(1);
    const { Transitions } = JSON.parse(await beacons[0]!.text()) as AnalyticsEvent;
    expect(Object.fromEntries(Transitions!.map((t) => [`${t.From}|${t.Event}|${t.To}`, t.Count]))).toEqual({
      'signUp.personal|form.submitted|signUp.checking': 1,
      'signUp.checking|always|signUp.waiting': 1,
    });
  });
});
