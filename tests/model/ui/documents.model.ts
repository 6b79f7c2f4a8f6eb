// Uploading the client's documents (machines/documents.machine.ts) as a path model: the client
// picks a PDF (accepted) or a GIF (refused before sending) for a group; the server takes the
// upload or refuses it.
import { documentsMachine } from '../../../machines/documents.machine';
import type { PathModel } from '../coverage';
import { done, error, never } from './actor-events';

export const PDF = new File(['%PDF-1.4'], 'snils.pdf', { type: 'application/pdf' });
export const GIF = new File(['GIF89a'], 'snils.gif', { type: 'image/gif' });
export const GROUP = { Id: 3, Name: 'СНИЛС', IsRequired: false, MaxFiles: 5 };

/** The upload's invoke has no id of its own: its events carry the generated one. */
export const UPLOADING = '0.documents.uploading';

export const documentsModel: PathModel = {
  name: 'documents',
  executedOn: 'UI',
  machine: documentsMachine.provide({ actors: { uploadDocument: never() } }),
  inputs: [undefined],
  events: {
    // `name` tells the variants apart in the graph (a File serialises to {}).
    'document.choose': [PDF, GIF].map((file) => ({ type: 'document.choose', groupId: GROUP.Id, file, name: file.name })),
    ...done(UPLOADING, { FileName: PDF.name }),
    ...error(UPLOADING),
  },
};
