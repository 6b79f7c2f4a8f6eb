import { describe, expect, test } from 'vitest';
import { createActor, sendTo, setup } from 'xstate';
import { createFormMachine, visibleError, type FormSubmitted } from './form.machine';
import { z } from './zod';

const loginForm = createFormMachine({
  id: 'loginForm',
  fields: ['phone', 'password'] as const,
  schema: z.object({ phone: z.string().check(z.length(10, 'Введите номер телефона')), password: z.string().check(z.minLength(1, 'Введите пароль')) }),
});

// A parent flow as the real ones are: it receives the values and answers the form.
const flow = setup({
  types: { events: {} as FormSubmitted<'phone' | 'password'> | { type: 'server.refuse' } | { type: 'server.accept' } },
  actors: { loginForm },
}).createMachine({
  invoke: { id: 'form', src: 'loginForm', input: {} },
  context: { sent: [] as Record<string, string>[] },
  on: {
    'form.submitted': { actions: ({ context, event }) => context.sent.push(event.values) },
    'server.refuse': { actions: sendTo('form', { type: 'form.failed', fields: { password: 'Неверный пароль' }, form: 'Не удалось войти' }) },
    'server.accept': { actions: sendTo('form', { type: 'form.accepted' }) },
  },
});

function start() {
  const parent = createActor(flow).start();
  const form = parent.getSnapshot().children.form!;
  return { parent, form: form as typeof form & { send: (e: unknown) => void } };
}

describe('form actor', () => {
  test('errors stay hidden until a field is touched, then show', () => {
    const { form } = start();
    form.send({ type: 'field.change', field: 'phone', value: '900' });
    expect(visibleError(form.getSnapshot() as never, 'phone')).toBeNull();
    form.send({ type: 'field.blur', field: 'phone' });
    expect(visibleError(form.getSnapshot() as never, 'phone')).toBe('Введите номер телефона');
  });

  test('an invalid submit touches every field and sends nothing', () => {
    const { parent, form } = start();
    form.send({ type: 'form.submit' });
    expect(visibleError(form.getSnapshot() as never, 'password')).toBe('Введите пароль');
    expect(parent.getSnapshot().context.sent).toHaveLength(0);
    expect(form.getSnapshot().value).toBe('editing');
  });

  test('a valid submit goes to the parent once; a second submit while submitting is ignored', () => {
    const { parent, form } = start();
    form.send({ type: 'field.change', field: 'phone', value: '9000000001' });
    form.send({ type: 'field.change', field: 'password', value: 'Demo-2026' });
    form.send({ type: 'form.submit' });
    form.send({ type: 'form.submit' });
    expect(parent.getSnapshot().context.sent).toEqual([{ phone: '9000000001', password: 'Demo-2026' }]);
    expect(form.getSnapshot().hasTag('submitting')).toBe(true);
  });

  test('server errors land beside their field and a focus clears them', () => {
    const { parent, form } = start();
    form.send({ type: 'field.change', field: 'phone', value: '9000000001' });
    form.send({ type: 'field.change', field: 'password', value: 'x' });
    form.send({ type: 'form.submit' });
    parent.send({ type: 'server.refuse' });
    const snap = form.getSnapshot();
    expect(snap.value).toBe('editing');
    expect(visibleError(snap as never, 'password')).toBe('Неверный пароль');
    expect(snap.context.formError).toBe('Не удалось войти');
    form.send({ type: 'field.focus', field: 'password' });
    expect(visibleError(form.getSnapshot() as never, 'password')).toBeNull();
  });

  test('a field keeps what its normaliser leaves; a reset forgets touched fields and errors but keeps the values', () => {
    const named = createActor(
      createFormMachine({ id: 'named', fields: ['name'] as const, schema: z.object({ name: z.string().check(z.maxLength(3, 'Слишком длинно')) }), normalize: { name: (v) => v.replace(/\d/g, '') } }),
      { input: {} },
    ).start();
    named.send({ type: 'field.change', field: 'name', value: 'Ив1ан2' });
    expect(named.getSnapshot().context.values.name).toBe('Иван');
    named.send({ type: 'field.blur', field: 'name' });
    expect(visibleError(named.getSnapshot(), 'name')).toBe('Слишком длинно');
    named.send({ type: 'form.reset' });
    expect(named.getSnapshot().context.values.name).toBe('Иван');
    expect(visibleError(named.getSnapshot(), 'name')).toBeNull();
  });

  test("a field shows its schema's first issue; a form-level check lands on the field its path names; a form without a schema has no rules", () => {
    const schema = z
      .object({
        password: z.string().check(z.minLength(1, 'Введите пароль'), z.minLength(8, 'Не менее 8 символов')),
        repeat: z.string(),
      })
      .check(z.refine((v) => v.password === v.repeat, { error: 'Пароли не совпадают', path: ['repeat'] }));
    const form = createActor(createFormMachine({ id: 'pair', fields: ['password', 'repeat'] as const, schema }), { input: {} }).start();
    expect(form.getSnapshot().context.errors).toEqual({ password: 'Введите пароль' });
    form.send({ type: 'field.change', field: 'repeat', value: 'Demo' });
    form.send({ type: 'form.submit' });
    expect(visibleError(form.getSnapshot(), 'password')).toBe('Введите пароль');
    expect(visibleError(form.getSnapshot(), 'repeat')).toBe('Пароли не совпадают');
    const free = createActor(createFormMachine({ id: 'free', fields: ['any'] as const }), { input: {} }).start();
    free.send({ type: 'field.change', field: 'any', value: '' });
    expect(free.getSnapshot().context.errors).toEqual({});
  });
});
