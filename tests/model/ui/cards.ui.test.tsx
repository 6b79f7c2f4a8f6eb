// Model-based paths of the cards machine run against the cards page (CardsPage with the app's
// useCardsLogic, its typed clients over a faked network): each user event is a click on the page
// («Добавить карту», «Сделать основной», «Выбрать для займа»), each actor's answer the server's
// answer to the call it made (held until the path says). After each step the page's own actor
// must be where the model is, and the page show it: the notice, the server's refusal, the busy
// buttons, the browser sent to the provider's page. The page's actor is inspected: the `cards` row.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { AppRoute } from '../../../src/flows/route-types';
import CardsPage from '../../../src/views/cards/CardsPage';
import { selectPaths, writeUiCoverage } from '../ui-coverage';
import { actorAnswer, fakeClock, followFlow, forgetSession, heldServer, json, notFound, pathName, realClock, refusal, renderPage, runPath, type PathDriver } from './cabinet-harness';
import { cardsModel, OFFER_LOAN, OTHER_CARD, SERVER_DOWN, srcOfInvoke } from './cabinet.models';

const route = { name: 'cards', path: '/lk/cards', meta: { title: 'Мои карты' } } as AppRoute;
const CARDS = [
  { Id: 1, MaskedPan: '•••• 4242', ExpiryMonth: 4, ExpiryYear: 2029, PaymentSystem: 'Mir', IsDefault: true, HasPhoto: false },
  { Id: OTHER_CARD, MaskedPan: '•••• 1881', ExpiryMonth: 11, ExpiryYear: 2030, PaymentSystem: 'Visa', IsDefault: false, HasPhoto: false },
];
// An offer not yet signed, paid out to the default card: the other card can be chosen for it.
const LOANS = [{ Id: OFFER_LOAN, Status: 3, CardId: 1, StatusLoan: { Id: 3, State: 3, Title: 'Одобрена', Capabilities: [] } }];

/** The card calls a path answers, by the actor that makes them. */
const HELD: Record<string, string> = { '/api/cards/AddCardByUrl': 'startCardLink', '/api/cards/Card': 'setDefaultCard', '/api/Loans/SelectCard': 'selectCardForLoan' };

function fakeServer() {
  return heldServer(
    (url) => HELD[url.pathname] ?? null,
    (url) => {
      if (url.pathname === '/api/cards') return json(CARDS);
      if (url.pathname === '/api/Loans') return json(LOANS);
      return notFound();
    },
  );
}

const flow = followFlow('cards');
const paths = selectPaths(cardsModel);
let passed = 0;

const addButton = () => screen.getByTestId('card-add');
const makeDefault = () => screen.getByRole('button', { name: 'Сделать основной: Visa •••• 1881' });
const chooseForLoan = () => screen.getByRole('button', { name: `Выбрать для займа № ${OFFER_LOAN}: Visa •••• 1881` });

function expectScreen(s: AnyMachineSnapshot, where: string) {
  const busy = s.hasTag('busy');
  expect(addButton(), `${where}: «Добавить карту»`).toHaveProperty('disabled', busy);
  expect(makeDefault(), `${where}: «Сделать основной»`).toHaveProperty('disabled', busy);
  expect(chooseForLoan(), `${where}: «Выбрать для займа»`).toHaveProperty('disabled', busy);
  const { notice, error } = s.context as { notice: string | null; error: string | null };
  if (notice) expect(screen.getByTestId('cards-notice'), where).toHaveTextContent(notice);
  else expect(screen.queryByTestId('cards-notice'), where).toBeNull();
  if (error) expect(screen.getByTestId('cards-error'), where).toHaveTextContent(error);
  else expect(screen.queryByTestId('cards-error'), where).toBeNull();
  // The provider's page is where the browser went (the same tab; here an anchor of this page).
  expect(window.location.hash === '#card-provider', `${where}: left for the provider`).toBe(s.matches('leaving'));
}

describe('cards: model paths executed on the cards page', () => {
  beforeEach(() => {
    fakeClock();
    window.history.replaceState(null, '', '/lk/cards');
  });
  afterEach(() => {
    realClock();
    forgetSession();
  });
  afterAll(() => writeUiCoverage('cards', { paths: paths.length, passed, states: [...flow.recorder.states], transitions: [...flow.recorder.transitions] }));

  for (const path of paths) {
    it(pathName(path), async () => {
      const server = fakeServer();
      renderPage(<CardsPage route={route} params={{}} />, { fetch: server.fetch, flow, path: '/lk/cards' });
      await screen.findByTestId('cards-list');
      const driver: PathDriver = {
        expectScreen,
        contextOf: (s) => s.context,
        perform: async (event: AnyEventObject) => {
          const answer = actorAnswer(event);
          if (answer) {
            const [how, id] = answer;
            return act(() => server.settle(srcOfInvoke(cardsModel.machine, id), () => (how === 'error' ? refusal(SERVER_DOWN) : json(event.output))));
          }
          const control = { 'card.add': addButton, 'card.makeDefault': makeDefault, 'card.selectForLoan': chooseForLoan }[event.type];
          if (!control) throw new Error(`no action for ${event.type}`);
          act(() => void fireEvent.click(control()));
        },
      };
      await runPath(cardsModel, path, flow, driver, pathName(path));
      passed++;
    });
  }
});
