// Model-based paths of the inbox machine run against /lk/messages as the app renders it (its
// src/flows/messages.ts logic, the session's API clients) over a faked server: each
// `message.opened` is the client opening a message in the list, each markRead answer is the
// server answering the page's POST Info/messages. After every step the page must be in the
// model's state: while marking, one request waits for the oldest opened unread message; once the
// server marked it, the list reads again and shows it read; a failure leaves it unread.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { AppRoute } from '../../../src/flows/route-types';
import MessagesPage from '../../../src/views/messages/MessagesPage';
import { describePath, selectPaths, snapshotsAlong, writeUiCoverage } from '../ui-coverage';
import { followFlow, forgetSession, renderPage } from './cabinet-harness';
import { heldServer, json, notFound, unavailable } from './held-server';
import { MARKING, MESSAGES, messagesModel as model } from './messages.model';

const flow = followFlow('messages');
const paths = selectPaths(model);
let passed = 0;
const route = { name: 'messages', path: '/lk/messages', meta: { title: 'Сообщения' } } as AppRoute;

function fakeServer() {
  const read = new Set(MESSAGES.filter((m) => m.IsRead).map((m) => m.Id));
  const server = heldServer({ 'POST /api/Info/messages': 'markRead' }, (url, request) => {
    if (request.method === 'GET' && url.pathname === '/api/Info/messages') {
      const Items = MESSAGES.map((m) => ({ ...m, IsRead: read.has(m.Id) }));
      return json({ Items, Total: Items.length, Unread: Items.filter((m) => !m.IsRead).length });
    }
    return notFound();
  });
  return { ...server, read };
}

type Fake = ReturnType<typeof fakeServer>;

/** The list as the server has it: «новое» beside each message not read yet. */
async function expectList(fake: Fake, where: string) {
  for (const m of MESSAGES) {
    await waitFor(() => expect(within(screen.getByTestId(`message-${m.Id}`)).queryByTestId('message-unread') === null, `${where}: message ${m.Id} read`).toBe(fake.read.has(m.Id)));
  }
}

/** While marking, exactly one request waits, for the oldest opened unread message. */
async function expectState(s: AnyMachineSnapshot, fake: Fake, where: string) {
  const marking = s.matches('marking');
  await waitFor(() => expect(fake.waiting('markRead'), `${where}: requests waiting`).toBe(marking ? 1 : 0));
  await expectList(fake, where);
}

async function perform(e: AnyEventObject, before: AnyMachineSnapshot, fake: Fake, user: ReturnType<typeof userEvent.setup>) {
  if (e.type === 'message.opened') {
    const item = screen.getByTestId(`message-${e.id as number}`) as HTMLDetailsElement;
    // The event says what the list shows: «новое» on a message not read yet.
    expect(within(item).queryByTestId('message-unread') !== null, `message ${e.id as number} shown unread`).toBe(e.unread);
    const summary = item.querySelector('summary')!;
    if (item.open) await user.click(summary);
    await user.click(summary);
    return waitFor(() => expect(item.open).toBe(true));
  }
  const id = before.context.queue[0] as number;
  if (e.type === `xstate.done.actor.${MARKING}`) {
    const request = await act(() => fake.settle('markRead', json({})).then((r) => (fake.read.add(id), r)));
    expect(await request.json()).toEqual({ Ids: [id] });
    return;
  }
  if (e.type === `xstate.error.actor.${MARKING}`) {
    const request = await act(() => fake.settle('markRead', unavailable('Сервис недоступен')));
    expect(await request.json()).toEqual({ Ids: [id] });
    return;
  }
  throw new Error(`no action for ${e.type}`);
}

describe('messages: generated paths against the inbox', () => {
  beforeEach(() => window.history.replaceState(null, '', '/lk/messages'));
  afterEach(forgetSession);
  afterAll(() => writeUiCoverage('messages', { paths: paths.length, passed, states: [...flow.recorder.states], transitions: [...flow.recorder.transitions] }));

  for (const path of paths) {
    it(describePath(path), async () => {
      const fake = fakeServer();
      const states = snapshotsAlong(model, path);
      const user = userEvent.setup();
      renderPage(<MessagesPage route={route} params={{}} />, { fetch: fake.fetch, flow, path: '/lk/messages' });
      await screen.findByTestId('messages-list');
      await expectState(states[0]!, fake, 'start');
      for (const [i, e] of path.events.entries()) {
        const where = `step ${i + 1} (${e.type})`;
        await perform(e, states[i]!, fake, user);
        await expectState(states[i + 1]!, fake, where);
      }
      passed++;
    });
  }
});
