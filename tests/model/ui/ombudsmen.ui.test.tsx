// Model-based paths of the ombudsman appeal run against the /ombudsmen form as the app renders it
// (src/flows/ombudsmen.ts: the requirements §5 rules, the captcha decision from the site's settings, the
// session's API clients) over a faked server: each `form.submitted` is the visitor typing the
// appeal and pressing «Отправить обращение», each sendAppeal answer is the server answering the
// held POST Ombudsmen/SubmitForm. After every step the form must show the model's state: the
// button busy while sending, the server's refusal beside the text, the thanks once sent.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { ThirdPartyActors } from '../../../src/flows/third-party/root-actors';
import { APPEAL_SENT, OmbudsmenForm } from '../../../src/views/ombudsmen/OmbudsmenForm';
import { describePath, selectPaths, snapshotsAlong, writeUiCoverage } from '../ui-coverage';
import { followFlow, forgetSession, renderPage } from './cabinet-harness';
import { heldServer, json, notFound, refusal } from './held-server';
import { APPEAL, ombudsmenModel as model } from './ombudsmen.model';

const flow = followFlow('ombudsmenAppeal');
const paths = selectPaths(model);
let passed = 0;
const TEXT_REFUSED = 'Опишите суть обращения подробнее';

function fakeServer() {
  return heldServer({ 'POST /api/Ombudsmen/SubmitForm': 'sendAppeal' }, (url) => {
    if (url.pathname === '/api/Info/Settings') return json({ ReCaptchaEnabled: false, EnableChristmasLights: false, LoanStatuses: [] });
    return notFound();
  });
}

type Fake = ReturnType<typeof fakeServer>;
const submit = () => screen.getByTestId('ombudsmen-submit');

function expectForm(s: AnyMachineSnapshot, where: string) {
  if (s.hasTag('sent')) {
    expect(screen.getByTestId('ombudsmen-success'), where).toHaveTextContent(APPEAL_SENT);
    return expect(screen.queryByTestId('ombudsmen-submit'), where).toBeNull();
  }
  if (s.hasTag('submitting')) expect(submit(), where).toBeDisabled();
  else expect(submit(), where).toBeEnabled();
  const text = screen.getByLabelText('Текст обращения');
  if (s.hasTag('error')) {
    expect(screen.getByText(TEXT_REFUSED), where).toBeInTheDocument();
    expect(text, where).toHaveAttribute('aria-invalid', 'true');
  } else {
    expect(screen.queryByText(TEXT_REFUSED), where).toBeNull();
  }
}

async function perform(e: AnyEventObject, fake: Fake, user: ReturnType<typeof userEvent.setup>) {
  switch (e.type) {
    case 'form.submitted': {
      // Typed once; after a refusal the visitor sends the same appeal again.
      if ((screen.getByLabelText('Ваше имя') as HTMLInputElement).value === '') {
        await user.type(screen.getByLabelText('Ваше имя'), APPEAL.name);
        await user.type(screen.getByLabelText('Мобильный телефон'), APPEAL.phone.slice(1));
        await user.type(screen.getByLabelText('Текст обращения'), APPEAL.text);
      }
      return user.click(submit());
    }
    case 'xstate.done.actor.sendAppeal': {
      const request = await act(() => fake.settle('sendAppeal', json({})));
      return expect(await request.json()).toEqual({ Name: APPEAL.name, Phone: APPEAL.phone, Text: APPEAL.text, CaptchaToken: '' });
    }
    case 'xstate.error.actor.sendAppeal':
      return void (await act(() => fake.settle('sendAppeal', refusal('TEXT_INVALID', TEXT_REFUSED))));
    default:
      throw new Error(`no action for ${e.type}`);
  }
}

describe('ombudsmen appeal: generated paths against the appeal form', () => {
  afterEach(forgetSession);
  afterAll(() => writeUiCoverage('ombudsmenAppeal', { paths: paths.length, passed, states: [...flow.recorder.states], transitions: [...flow.recorder.transitions] }));

  for (const path of paths) {
    it(describePath(path), async () => {
      const fake = fakeServer();
      const states = snapshotsAlong(model, path);
      const user = userEvent.setup();
      renderPage(
        <ThirdPartyActors>
          <OmbudsmenForm />
        </ThirdPartyActors>, { fetch: fake.fetch, flow, path: '/ombudsmen', signedIn: false });
      await waitFor(() => expect(screen.getByLabelText('Ваше имя')).toBeEnabled());
      expectForm(states[0]!, 'start');
      for (const [i, e] of path.events.entries()) {
        await perform(e, fake, user);
        await waitFor(() => expectForm(states[i + 1]!, `step ${i + 1} (${e.type})`));
      }
      passed++;
    });
  }
});
