// Notifications for the cabinet's actions (issue 13): every success and failure of a flow the
// client started — signing, paying, prolonging, a card, a document, a profile change, identity, a
// new application, a banner's answer — is also announced in the corner (requirements §9), beside what the
// screen itself shows. The rules read the flow machines' tags and context: a tag entered, a notice
// or an upload recorded, an error set while acting (load failures have their own retry on screen).
import { useEffect } from 'react';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { NotifyOptions } from './notice-store';
import { notify } from './notify';

type Rule = (previous: AnyMachineSnapshot, next: AnyMachineSnapshot) => NotifyOptions | null;

const DONE_TITLE = 'Готово';
const FAILED_TITLE = 'Не получилось';

const entered =
  (tag: string, type: NotifyOptions['type'], message: string): Rule =>
  (previous, next) =>
    !previous.hasTag(tag) && next.hasTag(tag) ? { type, title: type === 'error' ? FAILED_TITLE : DONE_TITLE, message } : null;

/** A context text newly set (the flow's own words): `error` as a failure, others as a success. */
const recorded =
  (key: string, type: NotifyOptions['type'], format: (value: string) => string = (v) => v): Rule =>
  (previous, next) => {
    const value = (next.context as Record<string, unknown>)[key];
    if (typeof value !== 'string' || value === '' || value === (previous.context as Record<string, unknown>)[key]) return null;
    // A read that failed is retried on the screen itself; only what the client did is announced.
    if (type === 'error' && (next.hasTag('loadFailed') || next.hasTag('loading') || next.matches('loadFailed'))) return null;
    return { type, title: type === 'error' ? FAILED_TITLE : DONE_TITLE, message: format(value) };
  };

const failure = recorded('error', 'error');

/** Rules per machine id (the `id` of each flow's `createMachine`). */
export const CABINET_NOTICES: Readonly<Record<string, readonly Rule[]>> = {
  loanOffer: [
    entered('issued', 'success', 'Договор подписан. Деньги отправлены на вашу карту.'),
    entered('declined', 'info', 'Вы отказались от займа. Заявка отменена.'),
    failure,
  ],
  newLoan: [entered('approved', 'success', 'Заявка одобрена. Подпишите договор.'), entered('refused', 'error', 'По заявке пришёл отказ.'), failure],
  prolongation: [entered('signed', 'success', 'Заём продлён: дополнительное соглашение подписано.'), failure],
  agreementSigning: [entered('signed', 'success', 'Документ подписан.'), failure],
  payment: [
    entered('paid', 'success', 'Платёж прошёл. Спасибо!'),
    entered('declined', 'error', 'Платёж отклонён.'),
    entered('failed', 'error', 'Платёж не прошёл.'),
    failure,
  ],
  cards: [recorded('notice', 'success'), failure],
  documents: [recorded('uploaded', 'success', (name) => `Документ «${name}» загружен.`), failure],
  profileEdit: [
    entered('saved', 'success', 'Данные сохранены.'),
    entered('underReview', 'info', 'Новые данные отправлены на проверку.'),
    failure,
  ],
  identity: [entered('confirmed', 'success', 'Личность подтверждена.'), entered('refused', 'error', 'Личность не подтверждена.'), failure],
  serviceBanner: [entered('answered', 'success', 'Спасибо за ответ!'), failure],
};

/** What changed between two snapshots of a flow, as notifications. */
export function noticesFor(machineId: string, previous: AnyMachineSnapshot, next: AnyMachineSnapshot): NotifyOptions[] {
  return (CABINET_NOTICES[machineId] ?? []).map((rule) => rule(previous, next)).filter((n): n is NotifyOptions => n !== null);
}

/** Announces the outcomes of a flow actor while the screen that runs it is open. */
export function useNotices(actor: AnyActorRef): void {
  useEffect(() => {
    let previous = actor.getSnapshot() as AnyMachineSnapshot;
    const subscription = actor.subscribe((snapshot: AnyMachineSnapshot) => {
      for (const notice of noticesFor(snapshot.machine.id, previous, snapshot)) notify(notice);
      previous = snapshot;
    });
    return () => subscription.unsubscribe();
  }, [actor]);
}
