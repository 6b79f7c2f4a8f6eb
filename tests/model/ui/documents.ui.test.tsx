// Model-based paths of the documents machine run against the profile's «Мои документы» as the
// app renders them (src/flows/profile.ts: the session's account API uploads, the profile reads
// refetch) over a faked server: each `document.choose` is the client picking a file in the
// group's picker, each upload answer is the server answering the held POST files/userdocument.
// After every step the group must show the model's state: the picker disabled and «Загружаем…»
// while uploading, the refusal (the file check's own, or the server's) or the uploaded file's
// name, and the list as the server now has it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { DOCUMENT_WRONG_TYPE } from '../../../machines/documents.machine';
import { ActorInspectContext } from '../../../src/flows/actor-inspect';
import { SessionProvider } from '../../../src/flows/session/SessionProvider';
import { DocumentsSection } from '../../../src/views/profile/DocumentsSection';
import { coverageRecorder, describePath, selectPaths, snapshotsAlong, writeUiCoverage } from '../ui-coverage';
import { heldServer, json, notFound, refusal } from './held-server';
import { GROUP, PDF, UPLOADING, documentsModel as model } from './documents.model';

const recorder = coverageRecorder('documents');
const paths = selectPaths(model);
let passed = 0;
const TOO_LARGE = 'Файл слишком большой';

function fakeServer() {
  const documents: unknown[] = [];
  const server = heldServer({ 'POST /api/files/userdocument': UPLOADING }, (request, url) => {
    if (url.pathname === '/api/files/UserDocumentGroup') return json([GROUP]);
    if (url.pathname === '/api/files/userdocument') return json(documents);
    return notFound();
  });
  return { ...server, documents };
}

type Fake = ReturnType<typeof fakeServer>;
const group = () => screen.getByTestId(`document-group-${GROUP.Id}`);
const picker = () => within(group()).getByLabelText(`Добавить в «${GROUP.Name}»`);

function expectGroup(s: AnyMachineSnapshot, fake: Fake, where: string) {
  const uploading = s.hasTag('busy');
  expect(picker(), where).toHaveProperty('disabled', uploading);
  expect(within(group()).queryByText('Загружаем…') !== null, `${where}: «Загружаем…»`).toBe(uploading);
  const error = within(group()).queryByTestId('document-error');
  // The model's own refusal stands for the server's; the file check's is the machine's.
  if (s.context.error) expect(error, where).toHaveTextContent(s.context.error === DOCUMENT_WRONG_TYPE ? DOCUMENT_WRONG_TYPE : TOO_LARGE);
  else expect(error, where).toBeNull();
  const uploaded = within(group()).queryByTestId('document-uploaded');
  if (s.context.uploaded) expect(uploaded, where).toHaveTextContent(`Файл «${PDF.name}» загружен.`);
  else expect(uploaded, where).toBeNull();
  // The list is read again once a file is in.
  expect(within(group()).queryAllByRole('listitem'), `${where}: the group's list`).toHaveLength(fake.documents.length);
}

async function perform(e: AnyEventObject, fake: Fake, user: ReturnType<typeof userEvent.setup>) {
  if (e.type === 'document.choose') return user.upload(picker(), e.file as File);
  const request = await act(async () => {
    if (e.type === `xstate.done.actor.${UPLOADING}`) {
      fake.documents.push({ Id: fake.documents.length + 1, GroupId: GROUP.Id, FileName: PDF.name, MimeType: PDF.type, Size: PDF.size, UploadedAt: '2026-11-26T10:00:00Z' });
      return fake.settle(UPLOADING, json({ Id: fake.documents.length, FileName: PDF.name }));
    }
    if (e.type === `xstate.error.actor.${UPLOADING}`) return fake.settle(UPLOADING, refusal('TOO_LARGE', TOO_LARGE, 413));
    throw new Error(`no action for ${e.type}`);
  });
  expect(new URL(request.url).searchParams.get('groupId')).toBe(String(GROUP.Id));
}

describe('documents: generated paths against the documents section', () => {
  afterEach(() => vi.unstubAllGlobals());
  afterAll(() => writeUiCoverage('documents', { paths: paths.length, passed, states: [...recorder.states], transitions: [...recorder.transitions] }));

  for (const path of paths) {
    it(describePath(path) + ` (${path.events.map((e) => (e as { name?: string }).name ?? '').filter(Boolean).join(', ')})`, async () => {
      const fake = fakeServer();
      vi.stubGlobal('fetch', vi.fn(fake.fetch));
      const states = snapshotsAlong(model, path);
      // The picker takes any file: the machine's own check is what refuses a wrong type.
      const user = userEvent.setup({ applyAccept: false });
      render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ActorInspectContext.Provider value={recorder.inspect}>
            <SessionProvider>
              <DocumentsSection />
            </SessionProvider>
          </ActorInspectContext.Provider>
        </QueryClientProvider>,
      );
      await screen.findByTestId(`document-group-${GROUP.Id}`);
      expectGroup(states[0]!, fake, 'start');
      for (const [i, e] of path.events.entries()) {
        await perform(e, fake, user);
        await waitFor(() => expectGroup(states[i + 1]!, fake, `step ${i + 1} (${e.type})`));
      }
      passed++;
    });
  }
});
