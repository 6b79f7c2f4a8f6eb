// The registration funnel from the transition counts: how many times each stage was entered —
// each registration step, scoring, the loan offer, the signed loan — and the share lost before
// the next. Counts are entries, not people (no session is identified): a client who goes back to
// a step, or reloads on it, enters it again.
import type { ArrowCount, DailyCount, MachineStats } from '@/api/machine-stats';

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

/** One day of one brand's funnel. */
export interface FunnelDay {
  day: string;
  brand: string;
  rows: FunnelRow[];
}

/** The funnel of each Moscow day and brand that counted anything, days in order, brands by name. */
export function funnelByDay(daily: DailyCount[], stages: FunnelStage[] = REGISTRATION_FUNNEL): FunnelDay[] {
  const groups = new Map<string, { day: string; brand: string; machines: MachineStats['machines'] }>();
  for (const d of daily) {
    const key = `${d.day}|${d.brand}`;
    const group = groups.get(key) ?? { day: d.day, brand: d.brand, machines: {} };
    groups.set(key, group);
    (group.machines[d.machine] ??= []).push({ from: d.from, event: d.event, to: d.to, count: d.count });
  }
  return [...groups.values()]
    .sort((a, b) => a.day.localeCompare(b.day) || a.brand.localeCompare(b.brand))
    .map((g) => ({ day: g.day, brand: g.brand, rows: funnelOf({ from: g.day, to: g.day, machines: g.machines, daily: [] }, stages) }));
}

// A field as a spreadsheet reads it: quoted when it holds a comma, a quote or a line break.
const csvField = (value: string | number) => (/[",\r\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));

/** The funnel's counts as CSV, one line per day, brand and stage (the stage's state id, which stays put when a label is reworded). */
export function funnelCsv(days: FunnelDay[]): string {
  const lines = [['day', 'brand', 'stage', 'count'], ...days.flatMap((d) => d.rows.map((r) => [d.day, d.brand, r.stage.state, r.count]))];
  return lines.map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}
