import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { agreementSigningMachine, type AgreementDocument } from './agreement-signing.machine';
import { createFormMachine } from './form.machine';
import type { CodeSent } from './sms-signing';

const codeForm = createFormMachine({ id: 'smsCode', fields: ['code'] as const });

function start(initial: AgreementDocument, sign: () => Promise<unknown> = async () => ({ Success: true })) {
  let doc = initial;
  const signed: { agreementId: number; code: string }[] = [];
  let changed = 0;
  const actor = createActor(
    agreementSigningMachine.provide({
      actors: {
        fetchAgreement: fromPromise(async () => doc),
        requestCode: fromPromise(async (): Promise<CodeSent> => ({ CodeLength: 6, ResendAfterSeconds: 60, SentTo: '+7 (***) ***-00-10' })),
        signAgreement: fromPromise(async ({ input }: { input: { agreementId: number; code: string } }): Promise<unknown> => {
          await sign();
          signed.push(input);
          doc = { ...doc, IsSigned: true, Content: `${doc.Content}<p>Подписано</p>` };
          return { Success: true };
        }),
        codeForm,
      },
      actions: { agreementsChanged: () => void (changed += 1) },
    }),
    { input: { agreementId: initial.Id } },
  ).start();
  const form = () => actor.getSnapshot().children.codeForm as unknown as { send: (e: unknown) => void; getSnapshot: () => { context: { formError: string | null } } };
  return { actor, signed, form, changed: () => changed };
}

const UNSIGNED: AgreementDocument = { Id: 1001, Name: 'Общие условия', Content: '<p>Текст</p>', IsSigned: false };

describe('agreement signing machine', () => {
  test('read → code → signed; the document is read again with its signature', async () => {
    const { actor, signed, form, changed } = start(UNSIGNED);
    await waitFor(actor, (s) => s.hasTag('reading'));
    actor.send({ type: 'code.request' });
    await waitFor(actor, (s) => s.hasTag('code'));
    form().send({ type: 'field.change', field: 'code', value: '654 321' });
    form().send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('signed'));
    expect(signed).toEqual([{ agreementId: 1001, code: '654321' }]);
    expect(actor.getSnapshot().context.document!.Content).toContain('Подписано');
    expect(changed()).toBe(1);
  });

  test('a signed document opens as signed, with no way to sign again', async () => {
    const { actor } = start({ ...UNSIGNED, IsSigned: true });
    await waitFor(actor, (s) => s.hasTag('signed'));
    expect(actor.getSnapshot().can({ type: 'code.request' })).toBe(false);
  });

  test('a refusal goes to the form as its message and the code screen stays', async () => {
    const { actor, form } = start(UNSIGNED, () => Promise.reject({ fields: {}, form: 'Неверный код. Попытки закончились, запросите новый код' }));
    await waitFor(actor, (s) => s.hasTag('reading'));
    actor.send({ type: 'code.request' });
    await waitFor(actor, (s) => s.hasTag('code'));
    form().send({ type: 'field.change', field: 'code', value: '000000' });
    form().send({ type: 'form.submit' });
    await waitFor(actor, () => form().getSnapshot().context.formError !== null);
    expect(form().getSnapshot().context.formError).toBe('Неверный код. Попытки закончились, запросите новый код');
    expect(actor.getSnapshot().hasTag('code')).toBe(true);
  });
});
