import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { appealForm, ombudsmenMachine, type AppealFailure } from './ombudsmen.machine';
import { z } from './zod';

const filled = z.string().check(z.minLength(1, 'Обязательное поле'));
const required = z.object({ name: filled, phone: z.string(), email: z.string(), text: filled });

function start(send: (values: Record<string, string>) => Promise<void>) {
  const actor = createActor(ombudsmenMachine.provide({ actors: { appealForm: appealForm(required), sendAppeal: fromPromise(({ input }) => send(input.values)) } })).start();
  const form = () => actor.getSnapshot().children.appealForm as AnyActorRef;
  const type = (field: string, value: string) => form().send({ type: 'field.change', field, value });
  return { actor, form, type };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('ombudsman appeal', () => {
  it('sends nothing while the rules refuse the appeal; a valid one is sent and ends the flow', async () => {
    const send = vi.fn(async () => undefined);
    const { actor, form, type } = start(send);
    form().send({ type: 'form.submit' });
    expect(send).not.toHaveBeenCalled();
    expect(form().getSnapshot().context.touched).toMatchObject({ name: true, text: true });
    type('name', 'Анна');
    type('phone', '79001234567');
    type('text', 'Прошу разъяснить начисления');
    form().send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await settle();
    expect(send).toHaveBeenCalledWith({ name: 'Анна', phone: '79001234567', email: '', text: 'Прошу разъяснить начисления' });
    expect(actor.getSnapshot().hasTag('sent')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a refusal shows beside its field and keeps what was typed; the next try is sent again', async () => {
    const refusal: AppealFailure = { fields: { email: 'Проверьте адрес электронной почты' }, form: null };
    const send = vi.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce(undefined);
    const { actor, form, type } = start(send);
    type('name', 'Анна');
    type('email', 'anna@');
    type('text', 'Текст');
    form().send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(form().getSnapshot().context.serverErrors).toEqual({ email: 'Проверьте адрес электронной почты' });
    expect(form().getSnapshot().context.values.text).toBe('Текст');
    type('email', 'anna@example.ru');
    form().send({ type: 'form.submit' });
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().hasTag('sent')).toBe(true);
  });
});
