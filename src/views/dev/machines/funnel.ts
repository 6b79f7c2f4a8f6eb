// The registration funnel from the transition counts: how many times each stage was entered —
// each registration step, scoring, the loan offer, the signed loan — and the share lost before
// the next. Counts are entries, not people (no session is identified): a client who goes back to
// a step, or reloads on it, enters it again.
import type { ArrowCount, MachineStats } from '@/api/machine-stats';

export interface FunnelStage {
  label: string;
  machine: string;
  /** The stage's state id: entering it or any state inside it. */
  state: string;
  /** Only entries from here (a state id, inside included): the offer counts arrivals from its loading, not returns after an error. */
  from?: string;
}

export const REGISTRATION_FUNNEL: FunnelStage[] = [
  { label: 'Анкета', machine: 'registration', state: 'registration.filling.personal' },
  { label: 'Код из SMS', machine: 'registration', state: 'registration.filling.personalCode' },
  { label: 'Паспорт', machine: 'registration', state: 'registration.filling.passport' },
  { label: 'Адрес', machine: 'registration', state: 'registration.filling.address' },
  { label: 'Банковская карта', machine: 'registration', state: 'registration.filling.bankCard' },
  { label: 'Фото карты', machine: 'registration', state: 'registration.filling.cardPhoto' },
  { label: 'Работа и доход', machine: 'registration', state: 'registration.filling.employment' },
  { label: 'Скоринг', machine: 'registration', state: 'registration.scoring' },
  { label: 'Предложение займа', machine: 'loanOffer', state: 'loanOffer.reviewing', from: 'loanOffer.loading' },
  { label: 'Договор подписан', machine: 'loanOffer', state: 'loanOffer.issued' },
];

export interface FunnelRow {
  stage: FunnelStage;
  count: number;
  /** Share of the previous stage's count that did not reach this one (0…1); null for the first stage or after an empty one. */
  lost: number | null;
}

const within = (id: string, state: string) => id === state || id.startsWith(`${state}.`);

const entries = (arrows: ArrowCount[], stage: FunnelStage) =>
  arrows
    .filter((a) => within(a.to, stage.state) && (a.from === '*' || !within(a.from, stage.state)) && (!stage.from || within(a.from, stage.from)))
    .reduce((sum, a) => sum + a.count, 0);

export function funnelOf(stats: MachineStats, stages: FunnelStage[] = REGISTRATION_FUNNEL): FunnelRow[] {
  let previous: number | null = null;
  return stages.map((stage) => {
    const count = entries(stats.machines[stage.machine] ?? [], stage);
    const lost = previous ? Math.max(0, (previous - count) / previous) : null;
    previous = count;
    return { stage, count, lost };
  });
}
