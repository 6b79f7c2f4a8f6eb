import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TOO_BIG, DOCUMENT_WRONG_TYPE, documentsMachine } from './documents.machine';

function start(fails = false) {
  const sent: number[] = [];
  let changed = 0;
  const logic = documentsMachine.provide({
    actors: {
      uploadDocument: fromPromise<{ FileName: string }, { groupId: number; file: File }>(async ({ input }) => {
        sent.push(input.groupId);
        if (fails) throw new Error('Ошибка на сервере');
        return { FileName: input.file.name };
      }),
    },
    actions: { documentsChanged: () => void changed++ },
  });
  return { actor: createActor(logic).start(), sent, changed: () => changed };
}

const file = (type: string, size = 10, name = 'a') => new File([new Uint8Array(size)], name, { type });

describe('documents', () => {
  it('uploads an accepted file into its group and refreshes the list', async () => {
    const { actor, sent, changed } = start();
    actor.send({ type: 'document.choose', groupId: 5, file: file('application/pdf', 10, 'справка.pdf') });
    await waitFor(actor, (s) => s.hasTag('idle'));
    expect(sent).toEqual([5]);
    expect(actor.getSnapshot().context.uploaded).toBe('справка.pdf');
    expect(changed()).toBe(1);
  });

  it('refuses a wrong type and an oversized file before sending anything', () => {
    const { actor, sent } = start();
    actor.send({ type: 'document.choose', groupId: 5, file: file('application/x-msdownload') });
    expect(actor.getSnapshot().context.error).toBe(DOCUMENT_WRONG_TYPE);
    actor.send({ type: 'document.choose', groupId: 5, file: file('image/png', DOCUMENT_MAX_BYTES + 1) });
    expect(actor.getSnapshot().context.error).toBe(DOCUMENT_TOO_BIG);
    expect(sent).toEqual([]);
  });

  it('a failed upload says so and can be tried again', async () => {
    const { actor } = start(true);
    actor.send({ type: 'document.choose', groupId: 1, file: file('image/jpeg') });
    await waitFor(actor, (s) => s.hasTag('idle'));
    expect(actor.getSnapshot().context.error).toBe('Ошибка на сервере');
  });
});
