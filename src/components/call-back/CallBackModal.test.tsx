import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalsActor } from '@/flows/actors';
import { settingsQuery } from '@/flows/data/content-queries';
import { SessionProvider } from '@/flows/session/SessionProvider';
import { ThirdPartyActors } from '@/flows/third-party/root-actors';
import { fakeApi } from '@/views/registration/test-harness';
import { CallBackModal } from './CallBackModal';

function Opener() {
  const modals = ModalsActor.useActorRef();
  return (
    <button type="button" onClick={() => modals.send({ type: 'modal.open', id: 'CallBackModal' })}>
      Заказать звонок
    </button>
  );
}

function renderModal() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(settingsQuery().queryKey, { ReCaptchaEnabled: false, EnableChristmasLights: false, LoanStatuses: [] });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider api={fakeApi({})}>
        <ThirdPartyActors>
        <ModalsActor.Provider>
          <Opener />
          <CallBackModal />
        </ModalsActor.Provider>
        </ThirdPartyActors>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('CallBackModal', () => {
  it('opens as a labelled modal dialog, traps focus, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    renderModal();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Заказать звонок' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Заказать обратный звонок' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Мобильный телефон')).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    // Shift+Tab from the first field wraps to the last control inside the dialog.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('posts the request and closes itself 5 s after the thank-you view', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ Status: 'success' }), { status: 200, headers: { 'content-type': 'application/json' } }));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderModal();
    await user.click(screen.getByRole('button', { name: 'Заказать звонок' }));
    await user.type(screen.getByLabelText('Мобильный телефон'), '9001234567');
    await user.click(screen.getByTestId('call-back-submit'));
    expect(await screen.findByText('Мы позвоним вам в течении получаса')).toBeInTheDocument();

    // The session's shared client sends it (openapi-fetch hands fetch a Request).
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/Info/PhoneCallbackHelp');
    expect(await request.json()).toEqual({ Phone: '79001234567', Name: '', Question: '', CaptchaToken: '' });
    expect(request.headers.get('x-nonceid')).toBeNull();
    expect(request.headers.get('Source')).toBe('FrontApp');

    await act(async () => vi.advanceTimersByTime(5000));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server message of a refused request under the captcha field', async () => {
    fetchMock.mockImplementation(async () =>
      new Response(JSON.stringify({ Errors: [{ ErrorCode: 'CALLBACK_REFUSED', Message: 'Слишком много заявок' }] }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByRole('button', { name: 'Заказать звонок' }));
    await user.type(screen.getByLabelText('Мобильный телефон'), '9001234567');
    await user.click(screen.getByTestId('call-back-submit'));
    expect(await screen.findByTestId('call-back-form-error')).toHaveTextContent('Слишком много заявок');
    expect(screen.getByTestId('call-back-phone-error')).toBeEmptyDOMElement();
  });
});
