// The loans resource's cache keys (./loans.ts has its calls and reads): the session's loads and a
// cabinet page's seeded answers (src/flows/cabinet-answers.ts) file answers under them at start,
// without the loans' calls and query factories, which no anonymous page needs (issue 32).

/** The query the front end always sends with GET /api/Loans (requirements §7.2). */
export const LOANS_QUERY = { inActualState: false, v: 1 } as const;

export const loansKeys = {
  all: ['loans'] as const,
  list: () => [...loansKeys.all, 'list', LOANS_QUERY] as const,
  one: (id: number) => [...loansKeys.all, id] as const,
  /** A read of one loan: `[...one(id), part]`. */
  part: <P extends string>(id: number, part: P) => [...loansKeys.one(id), part] as const,
};

/** The loans list's cache settings, whoever asks for it (the cabinet's query, the session's load). */
export const loansListOptions = { queryKey: loansKeys.list(), retry: false } as const;
