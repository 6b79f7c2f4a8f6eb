// Why a client cannot apply for a new loan now, by the Status of a loan still open (requirements §3
// statuses of the reference server: 1 under review, 3 approved and waiting for the signature,
// 4 active, 5 expired). A client whose loans are all closed, declined or refused may apply.
export const NEW_LOAN_NOT_NOW: Readonly<Record<number, string>> = {
  1: 'Ваша заявка уже рассматривается. Ответ появится в личном кабинете.',
  3: 'Ваша заявка одобрена — подпишите договор в личном кабинете.',
  4: 'Новый заём можно оформить после погашения текущего.',
  5: 'Новый заём можно оформить после погашения текущего.',
};
