// Loan statuses of site settings (requirements §3, §4): a loan's Status is looked up here by Id.
// State 4 = active (Status 5 is an active loan that is overdue), 2 = scoring failure;
// 1, 3, 4, 6 send the client to the on-site auth link after login (requirements §2.5).
export interface LoanStatus {
  Id: number;
  State: number;
  Title: string;
  Action: string | null;
  Capabilities: string[];
}

export const loanStatuses: LoanStatus[] = [
  { Id: -1, State: 0, Title: 'Новый клиент', Action: 'GetLoan', Capabilities: ['GetLoan'] },
  { Id: 1, State: 1, Title: 'Заявка на рассмотрении', Action: null, Capabilities: [] },
  { Id: 2, State: 2, Title: 'Отказ по заявке', Action: null, Capabilities: [] },
  { Id: 3, State: 3, Title: 'Заявка одобрена, подпишите договор', Action: 'Sign', Capabilities: ['Sign', 'Decline'] },
  { Id: 4, State: 4, Title: 'Заём активен', Action: 'Pay', Capabilities: ['Pay', 'PayPartially', 'Prolong'] },
  { Id: 5, State: 4, Title: 'Заём просрочен', Action: 'Pay', Capabilities: ['Pay', 'PayPartially', 'Prolong'] },
  { Id: 6, State: 6, Title: 'Деньги перечисляются', Action: null, Capabilities: [] },
  { Id: 7, State: 5, Title: 'Заём погашен', Action: 'GetLoan', Capabilities: ['GetLoan'] },
  { Id: 8, State: 5, Title: 'Заявка отменена', Action: 'GetLoan', Capabilities: ['GetLoan'] },
];
