// Model-based paths of the agreement-signing machine run against a document's page (AgreementPage
// with the app's useAgreementSigningLogic, its typed clients over a faked network): each user
// event is what the client does on the page (asks for the code, types it and signs, asks for a new
// code, retries a failed read), each actor's answer the server's answer to the calls it made (the
// document and the list that says whether it is signed; held until the path says), each resend
// pause the clock moved on. After each step the page's own actor must be where the model is, and
// the page show it. The page's actor is inspected: the `agreementSigning` row.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { AppRoute } from '../../../src/flows/route-types';
import AgreementPage from '../../../src/views/agreements/AgreementPage';
import { selectPaths, writeUiCoverage } from '../ui-coverage';
import { actorAnswer, elapse, fakeClock, followFlow, forgetSession, heldServer, json, notFound, pathName, realClock, refusal, renderPage, runPath, submitCode, type PathDriver } from './cabinet-harness';
import { AGREEMENT, AGREEMENT_ID, agreementSigningModel, CODE_SENT, SERVER_DOWN, srcOfInvoke, WRONG_CODE } from './cabinet.models';

const route = { name: 'agreement', path: '/lk/agreements/:id', meta: { title: 'Документ' } } as AppRoute;
const PAGE = `/lk/agreements/${AGREEMENT_ID}`;

/** The calls a path answers: the document's two reads, the code, the signature. */
const HELD: Record<string, string> = {
  '/api/Agreement': 'document',
  '/api/Agreement/List': 'list',
  [`/api/Account/RepeatSignAgreements/${AGREEMENT_ID}`]: 'requestCode',
  '/api/Account/ApproveSignAgreements': 'signAgreement',
};

const fakeServer = () => heldServer((url) => HELD[url.pathname] ?? null, () => notFound());
type Server = ReturnType<typeof fakeServer>;

/** Answers the calls of the model's actor event as the server would. */
async function answer(server: Server, src: string, how: 'done' | 'error', event: AnyEventObject) {
  if (src === 'fetchAgreement') {
    // Both reads go out together; the document's refusal fails the read.
    const signed = how === 'done' && (event.output as { IsSigned: boolean }).IsSigned;
    await server.settle('document', () => (how === 'done' ? json(AGREEMENT) : refusal(SERVER_DOWN)));
    return server.settle('list', () => json([{ Id: AGREEMENT_ID, Name: AGREEMENT.Name, IsSigned: signed }]));
  }
  if (how === 'error') return server.settle(src, () => (src === 'signAgreement' ? refusal(WRONG_CODE, 400, 'WRONG_CODE') : refusal(SERVER_DOWN)));
  return server.settle(src, () => json(event.output));
}

const flow = followFlow('agreementSigning');
const paths = selectPaths(agreementSigningModel);
let passed = 0;

type Ctx = { sentTo: string; error: string | null; document: { IsSigned: boolean } | null };

function expectScreen(s: AnyMachineSnapshot, where: string, refused: boolean) {
  const c = s.context as Ctx;
  if (s.hasTag('loading')) return expect(screen.getByRole('status'), where).toHaveTextContent('Загрузка…');
  if (s.hasTag('loadFailed')) {
    expect(screen.getByRole('alert'), where).toHaveTextContent(SERVER_DOWN);
    return expect(screen.getByRole('button', { name: /Повторить|Попробовать/ }), where).toBeEnabled();
  }
  expect(screen.getByRole('heading', { level: 2, name: AGREEMENT.Name }), where).toHaveTextContent(AGREEMENT.Name);
  expect(screen.getByTestId('agreement-document'), where).toHaveTextContent('Текст согласия');
  const requestCode = screen.queryByTestId('agreement-request-code');
  if (s.hasTag('reading')) {
    expect(requestCode, where).toHaveProperty('disabled', s.hasTag('busy'));
    if (c.error) expect(screen.getByRole('alert'), where).toHaveTextContent(c.error);
  } else expect(requestCode, where).toBeNull();
  const form = screen.queryByTestId('agreement-code-form');
  if (s.hasTag('code')) {
    expect(form, where).toHaveTextContent(`Мы отправили SMS с кодом на ${CODE_SENT.SentTo}`);
    expect(within(form!).getByTestId('agreement-sign'), where).toHaveProperty('disabled', s.hasTag('busy'));
    expect(within(form!).getByTestId('agreement-resend'), where).toHaveProperty('disabled', !s.hasTag('canResend') || s.hasTag('busy'));
    const shown = refused ? WRONG_CODE : c.error;
    if (shown) expect(form, `${where}: the refusal`).toHaveTextContent(shown);
  } else expect(form, where).toBeNull();
  if (s.hasTag('signed')) expect(screen.getByTestId('agreement-signed'), where).toHaveTextContent('Документ подписан.');
  else expect(screen.queryByTestId('agreement-signed'), where).toBeNull();
}

describe('agreement signing: model paths executed on the document page', () => {
  beforeEach(() => fakeClock());
  afterEach(() => {
    realClock();
    forgetSession();
  });
  afterAll(() => writeUiCoverage('agreementSigning', { paths: paths.length, passed, states: [...flow.recorder.states], transitions: [...flow.recorder.transitions] }));

  for (const path of paths) {
    it(pathName(path), async () => {
      const server = fakeServer();
      renderPage(<AgreementPage route={route} params={{ id: String(AGREEMENT_ID) }} />, { fetch: server.fetch, flow, path: PAGE });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      let refused = false;
      const click = (control: HTMLElement) => act(() => void fireEvent.click(control));
      const driver: PathDriver = {
        expectScreen: (s, where) => expectScreen(s, where, refused),
        contextOf: (s) => {
          const c = s.context as Ctx;
          return { sentTo: c.sentTo, error: c.error, signed: c.document?.IsSigned ?? null };
        },
        perform: async (event, before) => {
          const actorEvent = actorAnswer(event);
          if (actorEvent) {
            const [how, id] = actorEvent;
            const src = srcOfInvoke(agreementSigningModel.machine, id);
            if (src === 'signAgreement') refused = how === 'error';
            return act(() => answer(server, src, how, event));
          }
          if (event.type.startsWith('xstate.after.')) return elapse(event, before);
          switch (event.type) {
            case 'load.retry':
              return click(screen.getByRole('button', { name: /Повторить|Попробовать/ }));
            case 'code.request':
              return click(screen.getByTestId('agreement-request-code'));
            case 'code.resend':
              return click(screen.getByTestId('agreement-resend'));
            case 'form.submitted':
              refused = false;
              return submitCode(user, 'agreement', (event.values as { code: string }).code);
            default:
              throw new Error(`no action for ${event.type}`);
          }
        },
      };
      await runPath(agreementSigningModel, path, flow, driver, pathName(path));
      passed++;
    });
  }
});
