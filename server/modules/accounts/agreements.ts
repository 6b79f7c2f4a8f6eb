// Agreements a client signs at registration with an SMS code (simple electronic signature).
// Their signing calls (RepeatSignAgreements, ApproveSignAgreements) and GetStartUnsignedAgreement
// serve every agreement of the client and live in the agreements module.
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { userIdOf } from './sessions';
import { getUser } from './users';

export const REGISTRATION_AGREEMENTS = [
  {
    Id: 1,
    Name: 'Согласие на обработку персональных данных',
    Content:
      '<p>Я даю согласие на обработку моих персональных данных, указанных при регистрации, ' +
      'в целях рассмотрения заявки на заём и исполнения договора займа.</p>',
  },
  {
    Id: 2,
    Name: 'Согласие на запрос кредитной истории',
    Content: '<p>Я разрешаю запросить мою кредитную историю в бюро кредитных историй для оценки заявки на заём.</p>',
  },
  {
    Id: 3,
    Name: 'Соглашение об использовании простой электронной подписи',
    Content:
      '<p>Код из SMS, который я ввожу на сайте, является моей простой электронной подписью ' +
      'и равнозначен собственноручной подписи на бумаге.</p>',
  },
] as const;

function agreement(id: number) {
  const found = REGISTRATION_AGREEMENTS.find((a) => a.Id === id);
  if (!found) throw new ApiError(404, 'NOT_FOUND', 'Документ не найден');
  return found;
}

const documentAnswer = (a: (typeof REGISTRATION_AGREEMENTS)[number]) => ({ Id: a.Id, Name: a.Name, Content: a.Content, PdfUrl: null });

export function agreementHandlers(db: AppDb): HandlerMap {
  return {
    'GET /api/Account/GetAgreementListForRegistration': async (request) => {
      const user = await getUser(db, userIdOf(request));
      return REGISTRATION_AGREEMENTS.map((a) => ({
        Id: a.Id,
        Name: a.Name,
        Url: `/api/Account/GetAgreementForRegistration/${a.Id}`,
        IsRequired: true,
        IsSigned: user.agreements_signed === 1,
        SignedAt: null,
      }));
    },
    'GET /api/Account/GetAgreementForRegistration/{id}': async (request) => documentAnswer(agreement((request.params as { id: number }).id)),
  };
}
