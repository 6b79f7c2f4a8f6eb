// Uploading the client's documents into a group (issue 15: /lk/profile-edit and the identity
// page). A file of the wrong type or over the limit is refused here, before anything is sent; the
// server checks the bytes again. One upload at a time; the list is a read the app refreshes.
import { assign, fromPromise, setup } from 'xstate';
import { fileError } from './registration.photo';
import { messageOf } from './sms-signing';

export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_WRONG_TYPE = 'Загрузите файл JPEG, PNG или PDF';
export const DOCUMENT_TOO_BIG = 'Файл больше 10 МБ — выберите файл поменьше';
export const DOCUMENT_EMPTY = 'Файл пустой — выберите другой';

export const documentFileError = (file: Pick<File, 'type' | 'size'>): string | null =>
  fileError(file, { types: DOCUMENT_TYPES, maxBytes: DOCUMENT_MAX_BYTES, wrongType: DOCUMENT_WRONG_TYPE, empty: DOCUMENT_EMPTY, tooBig: DOCUMENT_TOO_BIG });

export interface DocumentsContext {
  /** The group of the last upload (its message shows beside that group). */
  groupId: number | null;
  error: string | null;
  uploaded: string | null;
}

export type DocumentsEvent = { type: 'document.choose'; groupId: number; file: File };

const notInjected = () => Promise.reject(new Error('uploadDocument is not provided'));

export const documentsMachine = setup({
  types: { context: {} as DocumentsContext, events: {} as DocumentsEvent },
  actors: {
    /** POST files/userdocument?groupId=. */
    uploadDocument: fromPromise<{ FileName: string }, { groupId: number; file: File }>(notInjected),
  },
  actions: {
    /** The list of documents (and what identity still needs) refetches. */
    documentsChanged: () => {},
  },
  guards: {
    isAcceptable: (_, params: { file: File }) => documentFileError(params.file) === null,
  },
}).createMachine({
  id: 'documents',
  context: { groupId: null, error: null, uploaded: null },
  initial: 'idle',
  states: {
    idle: {
      tags: ['idle'],
      on: {
        'document.choose': [
          {
            guard: { type: 'isAcceptable', params: ({ event }) => ({ file: event.file }) },
            target: 'uploading',
            actions: assign({ groupId: ({ event }) => event.groupId, error: null, uploaded: null }),
          },
          { actions: assign({ groupId: ({ event }) => event.groupId, error: ({ event }) => documentFileError(event.file), uploaded: null }) },
        ],
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        src: 'uploadDocument',
        input: ({ event }) => {
          const chosen = event as Extract<DocumentsEvent, { type: 'document.choose' }>;
          return { groupId: chosen.groupId, file: chosen.file };
        },
        onDone: { target: 'idle', actions: [assign({ uploaded: ({ event }) => event.output.FileName }), 'documentsChanged'] },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});
