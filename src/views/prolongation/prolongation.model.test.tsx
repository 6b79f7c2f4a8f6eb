// Model-based UI paths of the prolongation (issue 14): a model of what the client sees and does
// (xstate/graph) generates every simple path, and each path runs against the real page
// (ProlongationPage with the real prolongation machine and API layer) with a faked server:
// each state is checked on screen, each event is a user action.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '@/flows/route-types';
import { SessionProvider } from '@/flows/session/SessionProvider';
import { fakeApi } from '../registration/test-harness';
import ProlongationPage from './ProlongationPage';

/** What the client sees, and what moves it. `closed`: the page is not open yet. */
const uiModel = createMachine({
  id: 'prolongationUi',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'term', OPEN_FAILING: 'loadFailed', OPEN_UNAVAILABLE: 'unavailable' } },
    loadFailed: { on: { RETRY: 'term' } },
    unavailable: {},
    term: { on: { SET_DAYS: 'repriced', SET_DAYS_FAILING: 'priceFailed', CONTINUE: 'agreement' } },
    priceFailed: { on: { RETRY_PRICE: 'repriced' } },
    repriced: { on: { CONTINUE: 'agreement' } },
    agreement: { on: { REQUEST_CODE: 'code', CHANGE_TERM: 'term' } },
    code: { on: { WRONG_CODE: 'codeRefused', SIGN: 'signed', CHANGE_TERM: 'term' } },
    codeRefused: { on: { SIGN: 'signed' } },
    signed: { on: { PAY: 'payment', LATER: 'cabinet' } },
    payment: {},
    cabinet: {},
  },
});

/** The reference server's answers, as far as the page needs them. */
function fakeServer() {
  const server = { settings: 'ok' as 'ok' | 'fail' | 'unavailable', failPrice: false };
  const json = (body: unknown, status = 200) => Response.json(body, { status });
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/ProlongedSettings')) {
      if (server.settings === 'fail') return json({ Errors: [{ ErrorCode: 'UNAVAILABLE', Message: 'Сервис временно недоступен' }] }, 503);
      return json({ Available: server.settings === 'ok', MinDays: 7, MaxDays: 30, DaysStep: 1, DefaultDays: 14 });
    }
    if (url.pathname.endsWith('/ProlongedInfo')) {
      if (server.failPrice) return json({ Errors: [{ ErrorCode: 'UNAVAILABLE', Message: 'Не удалось рассчитать стоимость' }] }, 503);
      const days = Number(url.searchParams.get('days'));
      return json({ Days: days, Fee: days * 4000, NewDueDate: `2026-12-${10 + days}`, Agreement: { Id: 7, Name: 'Дополнительное соглашение', Content: '<p>Текст соглашения</p>' } });
    }
    if (url.pathname.endsWith('/ApproveProlongedAgreementByPhone')) return json({ CodeLength: 6, ResendAfterSeconds: 60, SentTo: '+7 (***) ***-00-10' });
    if (url.pathname.endsWith('/ConfirmProlongedAgreementByPhone')) {
      const { Code } = (await request.json()) as { Code: string };
      return Code === '111111' ? json({ Errors: [{ ErrorCode: 'WRONG_CODE', Message: 'Неверный код. Осталось попыток: 2' }] }, 400) : json({ Success: true });
    }
    return json({ Errors: [{ ErrorCode: 'NOT_FOUND', Message: 'Не найдено' }] }, 404);
  };
  return { server, fetch };
}

const route = { name: 'loan-prolongation', path: '/lk/loans/:id/prolongation', meta: { title: 'Продление займа' } } as AppRoute;
const user = userEvent.setup();

function open() {
  const fake = fakeServer();
  vi.stubGlobal('fetch', vi.fn(fake.fetch));
  const location = memoryLocation({ path: '/lk/loans/7/prolongation', record: true });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <SessionProvider api={fakeApi({})}>
          <ProlongationPage route={route} params={{ id: '7' }} />
        </SessionProvider>
      </Router>
    </QueryClientProvider>,
  );
  return { ...fake, location };
}

let page: ReturnType<typeof open>;

async function typeCode(code: string) {
  const field = screen.getByLabelText('Код из SMS');
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Подписать и продлить' }));
}

/** Another term than the one on the slider (the machine ignores the same term twice). */
function moveSlider() {
  const slider = screen.getByLabelText(/Срок продления/) as HTMLInputElement;
  act(() => void fireEvent.change(slider, { target: { value: slider.value === '10' ? '12' : '10' } }));
}

const continueButton = () => screen.findByRole('button', { name: 'Продолжить' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('prolongation: model-based UI paths', () => {
  const model = createTestModel(uiModel);
  const key = (p: { steps: { state: { value: unknown }; event: { type: string } }[] }) =>
    p.steps.slice(1).map((s, i) => `${String(p.steps[i]!.state.value)}:${s.event.type}`);
  // Of all simple paths, the fewest (longest first) that together take every transition: the
  // suite stays small, and every state and transition is still driven through the screens.
  const paths = model
    .getSimplePaths()
    .sort((a, b) => b.steps.length - a.steps.length)
    .reduce<{ picked: ReturnType<typeof model.getSimplePaths>; seen: Set<string> }>(
      (acc, p) => (key(p).some((t) => !acc.seen.has(t)) ? { picked: [...acc.picked, p], seen: new Set([...acc.seen, ...key(p)]) } : acc),
      { picked: [], seen: new Set() },
    ).picked;

  it('the paths visit every state and every transition of the UI model', () => {
    const states = new Set(paths.flatMap((p) => p.steps.map((s) => String(s.state.value))));
    expect([...states].sort()).toEqual(Object.keys(uiModel.root.states).sort());
    const transitions = new Set(paths.flatMap(key));
    const all = Object.entries(uiModel.config.states!).flatMap(([name, node]) => Object.keys(node.on ?? {}).map((e) => `${name}:${e}`));
    expect([...transitions].sort()).toEqual(all.sort());
  });

  for (const path of paths) {
    it(path.description, { timeout: 20_000 }, async () => {
      await path.test({
        states: {
          closed: () => undefined,
          loadFailed: async () => {
            expect(await screen.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
          },
          unavailable: async () => {
            expect(await screen.findByTestId('prolongation-unavailable')).toHaveTextContent('Этот заём сейчас нельзя продлить');
          },
          term: async () => {
            await waitFor(async () => expect(await continueButton()).toBeEnabled());
            expect(screen.getByTestId('prolongation-term')).toHaveTextContent('На сколько продлить заём');
          },
          priceFailed: async () => {
            expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось рассчитать стоимость');
          },
          repriced: async () => {
            // The price and due date the fake server gives for the term on the slider.
            const days = Number((screen.getByLabelText(/Срок продления/) as HTMLInputElement).value);
            await waitFor(() => expect(screen.getByTestId('prolongation-fee')).toHaveTextContent(new RegExp(`^${days * 40}\\s₽$`)));
            expect(screen.getByTestId('prolongation-days')).toHaveTextContent(`${days} дн`);
            expect(screen.getByTestId('prolongation-offer-due')).toHaveTextContent(`${10 + days} декабря 2026`);
          },
          agreement: async () => {
            expect(await screen.findByRole('region', { name: 'Дополнительное соглашение' })).toHaveTextContent('Текст соглашения');
            expect(screen.getByRole('button', { name: 'Получить код для подписания' })).toBeDisabled();
          },
          code: async () => {
            expect(await screen.findByLabelText('Код из SMS')).toBeInTheDocument();
            expect(screen.getByText(/Мы отправили SMS с кодом на \+7 \(\*\*\*\) \*\*\*-00-10/)).toBeInTheDocument();
          },
          codeRefused: async () => {
            expect(await screen.findByText('Неверный код. Осталось попыток: 2')).toBeInTheDocument();
            expect(screen.getByLabelText('Код из SMS')).toHaveAttribute('aria-invalid', 'true');
          },
          signed: async () => {
            expect(await screen.findByTestId('prolongation-signed')).toHaveTextContent('Заём продлён');
            expect(screen.getByTestId('prolongation-new-due')).toHaveTextContent(/декабря 2026/);
          },
          payment: async () => {
            await waitFor(() => expect(page.location.history.at(-1)).toMatch(/^\/lk\/payment\?loanId=7&amount=(40000|56000)&purpose=prolongation$/));
          },
          cabinet: async () => {
            await waitFor(() => expect(page.location.history.at(-1)).toBe('/lk/Dashboard'));
          },
        },
        events: {
          OPEN: () => void (page = open()),
          OPEN_FAILING: () => {
            page = open();
            page.server.settings = 'fail';
          },
          OPEN_UNAVAILABLE: () => {
            page = open();
            page.server.settings = 'unavailable';
          },
          RETRY: async () => {
            page.server.settings = 'ok';
            await user.click(screen.getByRole('button', { name: 'Попробовать ещё раз' }));
          },
          SET_DAYS: () => moveSlider(),
          SET_DAYS_FAILING: () => {
            page.server.failPrice = true;
            moveSlider();
          },
          RETRY_PRICE: async () => {
            page.server.failPrice = false;
            await user.click(screen.getByRole('button', { name: 'Попробовать ещё раз' }));
          },
          CONTINUE: async () => user.click(await continueButton()),
          CHANGE_TERM: async () => user.click(screen.getByRole('button', { name: 'Изменить срок' })),
          REQUEST_CODE: async () => {
            await user.click(screen.getByLabelText(/Я прочитал дополнительное соглашение/));
            await user.click(screen.getByRole('button', { name: 'Получить код для подписания' }));
          },
          WRONG_CODE: () => typeCode('111111'),
          SIGN: () => typeCode('123456'),
          PAY: async () => user.click(screen.getByRole('button', { name: /^Оплатить/ })),
          LATER: async () => user.click(screen.getByRole('button', { name: 'Оплачу позже' })),
        },
      });
    });
  }
});
