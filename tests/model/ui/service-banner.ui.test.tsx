// Model-based paths of the service banner machine run against the dashboard's banners as the app
// renders them (src/flows/service-banners.ts, the session's API clients) over a faked server: the
// banner list is the server's (one banner of the path's kind), each answer is a click on an
// option or a typed text sent, each sendAnswer answer is the server answering the held POST
// ServiceBanners/Answer or InputAnswer, and the show count's failure is the server refusing the held
// ShowCountIncrement. After every step the banner must show the model's state:
// its controls busy while sending, the server's refusal (and «Повторить» for a text), the thanks.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { BANNER_TEXT_REQUIRED } from '../../../machines/service-banner.machine';
import { ServiceBanners } from '../../../src/views/cabinet/dashboard/ServiceBanners';
import { describePath, selectPaths, snapshotsAlong, writeUiCoverage } from '../ui-coverage';
import { followFlow, forgetSession, renderPage } from './cabinet-harness';
import { heldServer, json, notFound, unavailable } from './held-server';
import { BANNERS, COUNTING, SENDING, TYPED, serviceBannerModel as model } from './service-banner.model';

const flow = followFlow('serviceBanner');
const paths = selectPaths(model);
let passed = 0;
const UNAVAILABLE = 'Сервис ответов временно недоступен';

type Kind = keyof typeof BANNERS;

function fakeServer(kind: Kind) {
  const hold = { 'POST /api/ServiceBanners/Answer': SENDING, 'POST /api/ServiceBanners/InputAnswer': SENDING, 'POST /api/ServiceBanners/ShowCountIncrement': COUNTING };
  return heldServer(hold, (url) => {
    if (url.pathname === '/api/ServiceBanners/LK') return json([BANNERS[kind]]);
    return notFound();
  });
}

type Fake = ReturnType<typeof fakeServer>;
const banner = () => screen.getByTestId('service-banner');
const buttons = () => within(banner()).queryAllByRole('button').filter((b) => b.textContent !== 'Повторить');

function expectBanner(s: AnyMachineSnapshot, where: string) {
  if (s.hasTag('answered')) {
    expect(within(banner()).getByTestId('banner-answered'), where).toHaveTextContent('Спасибо за ответ!');
    return expect(within(banner()).queryAllByRole('button'), where).toEqual([]);
  }
  for (const b of buttons()) expect(b, `${where}: ${b.textContent}`).toHaveProperty('disabled', s.hasTag('busy'));
  const alert = within(banner()).queryByRole('alert');
  // The model's own refusal stands for the server's (kept on screen while the answer is sent again).
  if (s.context.error) expect(alert, where).toHaveTextContent(s.context.error === BANNER_TEXT_REQUIRED ? BANNER_TEXT_REQUIRED : UNAVAILABLE);
  else expect(alert, where).toBeNull();
  const retry = within(banner()).queryByRole('button', { name: 'Повторить' });
  expect(retry !== null, `${where}: «Повторить»`).toBe(s.hasTag('failed') && s.context.kind === 'Input');
  if (s.context.kind === 'Input') expect(within(banner()).getByLabelText('Ваш ответ'), where).toHaveValue(s.context.text);
}

async function perform(e: AnyEventObject, before: AnyMachineSnapshot, fake: Fake, user: ReturnType<typeof userEvent.setup>) {
  switch (e.type) {
    case 'answer.choose':
      return user.click(within(banner()).getByRole('button', { name: 'Да' }));
    case 'text.change':
    {
      // The field's value changed to the model's text (what typing ends with); the same text
      // again is an edit first (a field that keeps its value tells nobody).
      const field = within(banner()).getByLabelText('Ваш ответ');
      if ((field as HTMLTextAreaElement).value === e.text) fireEvent.change(field, { target: { value: `${e.text as string} ` } });
      return void fireEvent.change(field, { target: { value: e.text as string } });
    }
    case 'answer.submit':
      return user.click(within(banner()).getByRole('button', { name: 'Отправить' }));
    case 'answer.retry':
      return user.click(within(banner()).getByRole('button', { name: 'Повторить' }));
    case `xstate.done.actor.${SENDING}`:
    case `xstate.error.actor.${SENDING}`: {
      const answer = e.type.startsWith('xstate.done') ? json({}) : unavailable(UNAVAILABLE);
      const request = await act(() => fake.settle(SENDING, answer));
      const sent = before.context.kind === 'Input' ? { BannerId: BANNERS.Input.Id, Text: TYPED } : { BannerId: BANNERS.Question.Id, AnswerId: 11 };
      return expect(await request.json()).toEqual(sent);
    }
    case `xstate.error.actor.${COUNTING}`:
      return void (await act(() => fake.settle(COUNTING, unavailable(UNAVAILABLE))));
    default:
      throw new Error(`no action for ${e.type}`);
  }
}

describe('service banner: generated paths against the dashboard banner', () => {
  afterEach(forgetSession);
  afterAll(() => writeUiCoverage('serviceBanner', { paths: paths.length, passed, states: [...flow.recorder.states], transitions: [...flow.recorder.transitions] }));

  for (const path of paths) {
    const kind = (path.input as { kind: Kind }).kind;
    it(`${kind}: ${describePath(path)}`, async () => {
      const fake = fakeServer(kind);
      const states = snapshotsAlong(model, path);
      const user = userEvent.setup();
      renderPage(<ServiceBanners />, { fetch: fake.fetch, flow, path: '/lk/Dashboard' });
      await screen.findByTestId('service-banner');
      // Counted as shown once per visit.
      await waitFor(() => expect(fake.calls.filter((r) => r.url.endsWith('/ShowCountIncrement'))).toHaveLength(1));
      expectBanner(states[0]!, 'start');
      for (const [i, e] of path.events.entries()) {
        await perform(e, states[i]!, fake, user);
        await waitFor(() => expectBanner(states[i + 1]!, `step ${i + 1} (${e.type})`));
      }
      passed++;
    });
  }
});
