import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { createFormMachine } from './form.machine';
import { z } from './zod';
import { PASSPORT_PHOTO_REQUIRED, profileEditMachine, type ChangeInput, type ChangeOutcome, type ProfileEditKind } from './profile-edit.machine';

const editForm = createFormMachine<'value'>({ id: 'edit', fields: ['value'], schema: z.object({ value: z.string().check(z.minLength(1, 'Заполните это поле')) }) });

function start(kind: ProfileEditKind, effects: { allowed?: string | null; outcome?: ChangeOutcome; sendFails?: unknown; confirmFails?: unknown } = {}) {
  const sent: ChangeInput[] = [];
  const confirmed: string[] = [];
  let changed = 0;
  const logic = profileEditMachine.provide({
    actors: {
      checkAllowed: fromPromise(async () => effects.allowed ?? null),
      sendChange: fromPromise(async ({ input }: { input: ChangeInput }) => {
        sent.push(input);
        if (effects.sendFails) throw effects.sendFails;
        return effects.outcome ?? { next: 'saved' };
      }),
      confirmChange: fromPromise<unknown, { kind: ProfileEditKind; values: Record<string, string>; code: string }>(async ({ input }) => {
        confirmed.push(input.code);
        if (effects.confirmFails) throw effects.confirmFails;
        return null;
      }),
      editForm: editForm as never,
    },
    actions: { dataChanged: () => void changed++ },
  });
  const actor = createActor(logic, { input: { kind } }).start();
  const form = () => actor.getSnapshot().children.editForm as ActorRefFrom<typeof editForm>;
  const type = (value: string) => {
    form().send({ type: 'field.change', field: 'value', value } as never);
    form().send({ type: 'form.submit' } as never);
  };
  return { actor, form, type, sent, confirmed, changed: () => changed };
}

describe('profile edit', () => {
  it('a phone change with a loan unpaid is locked with the reason, before anything is typed', async () => {
    const { actor } = start('phone', { allowed: 'Номер нельзя изменить, пока заём не погашен' });
    await waitFor(actor, (s) => s.hasTag('locked'));
    expect(actor.getSnapshot().context.error).toBe('Номер нельзя изменить, пока заём не погашен');
  });

  it('phone: the new number gets a code; the right code saves, a refused one stays on the code with the reason', async () => {
    const { actor, type, sent, confirmed, changed } = start('phone', { outcome: { next: 'code', CodeLength: 6, ResendAfterSeconds: 60, SentTo: '+7 (***) ***-00-05' } });
    await waitFor(actor, (s) => s.hasTag('editing'));
    type('+7 (900) 444-00-05');
    await waitFor(actor, (s) => s.hasTag('code'));
    expect(sent[0]).toEqual({ kind: 'phone', values: { value: '+7 (900) 444-00-05' }, photo: null });
    expect(actor.getSnapshot().context.sentTo).toBe('+7 (***) ***-00-05');
    const code = actor.getSnapshot().children.codeForm!;
    code.send({ type: 'field.change', field: 'code', value: '123 456' } as never);
    code.send({ type: 'form.submit' } as never);
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(confirmed).toEqual(['123456']);
    expect(changed()).toBe(1);
  });

  it('a refused code is placed beside the code field and the flow waits for another', async () => {
    const { actor, type } = start('email', { outcome: { next: 'code', CodeLength: 10, ResendAfterSeconds: 60 }, confirmFails: { fields: { code: 'Неверный код. Осталось попыток: 2' } } });
    type('new@example.com');
    await waitFor(actor, (s) => s.hasTag('code'));
    const code = actor.getSnapshot().children.codeForm!;
    code.send({ type: 'field.change', field: 'code', value: '1234567890' } as never);
    code.send({ type: 'form.submit' } as never);
    await waitFor(code as never, (s: { context: { serverErrors: { code?: string } } }) => s.context.serverErrors.code !== undefined);
    expect(actor.getSnapshot().hasTag('code')).toBe(true);
    expect(actor.getSnapshot().hasTag('saved')).toBe(false);
  });

  it('«Изменить» on the code step goes back to the form with what was typed', async () => {
    const { actor, type, form } = start('email', { outcome: { next: 'code', CodeLength: 10, ResendAfterSeconds: 60 } });
    type('new@example.com');
    await waitFor(actor, (s) => s.hasTag('code'));
    actor.send({ type: 'change.back' });
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(form().getSnapshot().context.values).toEqual({ value: 'new@example.com' });
  });

  it('passport: no photo → asked for it, nothing sent; with the photo → under review', async () => {
    const { actor, type, sent } = start('passport', { outcome: { next: 'review' } });
    type('4520 654321');
    expect(actor.getSnapshot().context.photoError).toBe(PASSPORT_PHOTO_REQUIRED);
    expect(sent).toEqual([]);
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'p.jpg', { type: 'image/jpeg' });
    actor.send({ type: 'photo.choose', file });
    expect(actor.getSnapshot().context.photoError).toBeNull();
    type('4520 654321');
    await waitFor(actor, (s) => s.hasTag('underReview'));
    expect(sent[0]!.photo).toBe(file);
  });

  it('a refused change keeps the form and places the server\'s error; address saves at once', async () => {
    const refused = start('address', { sendFails: { fields: { value: 'Проверьте значение поля' } } });
    refused.type('Москва');
    await waitFor(refused.form() as never, (s: { context: { serverErrors: { value?: string } } }) => s.context.serverErrors.value === 'Проверьте значение поля');
    expect(refused.actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(refused.form().getSnapshot().context.values).toEqual({ value: 'Москва' });
    const ok = start('address');
    ok.type('Москва');
    await waitFor(ok.actor, (s) => s.hasTag('saved'));
    expect(ok.changed()).toBe(1);
  });
});
