// The passport and address on file and the client's requests to change them (UserDataChange).
// An address change applies at once; a passport change needs the photo of the new passport and
// waits for the company's check ("pending"), so the passport on file stays until then.
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { nowIso } from '../../clock';
import { getUser, registrationData, saveStep, userIdOf } from '../accounts';
import { getDocument } from '../files';
import { identityConfirmed } from '../identification';

const CHANGES_STEP = 'DATA_CHANGES';
const PASSPORT_STEP = 'PASSPORT_REGISTRATION';
const ADDRESS_STEP = 'ADDRESS_REGISTRATION';
/** Files group of the passport spread with the photo. */
const PASSPORT_PHOTO_GROUP = 1;

interface ChangeRequest {
  RequestId: number;
  Type: 'passport' | 'address';
  Status: 'pending' | 'applied' | 'rejected';
  CreatedAt: string;
  Data: Record<string, unknown>;
  DocumentId?: number;
}

interface ChangeBody {
  Type: 'passport' | 'phone' | 'email' | 'address';
  Passport?: Record<string, unknown>;
  Address?: Record<string, unknown>;
  DocumentId?: number;
}

const changesOf = (data: ReturnType<typeof registrationData>) => ((data[CHANGES_STEP]?.Items ?? []) as ChangeRequest[]);

function missing(field: string, message: string): never {
  throw new ApiError(400, `${field.toUpperCase()}_REQUIRED`, message);
}

export function personalDataHandlers(db: AppDb): HandlerMap {
  return {
    'GET /client-api/Account/PersonalData': async (request) => {
      const userId = userIdOf(request);
      const data = registrationData(await getUser(db, userId));
      return {
        Passport: data[PASSPORT_STEP] ?? null,
        RegistrationAddress: (data[ADDRESS_STEP]?.Registration as Record<string, unknown> | undefined) ?? null,
        PendingChanges: changesOf(data)
          .filter((c) => c.Status === 'pending')
          .map(({ RequestId, Type, Status, CreatedAt }) => ({ RequestId, Type, Status, CreatedAt })),
        IdentityConfirmed: await identityConfirmed(db, userId),
      };
    },
    'POST /client-api/UserDataChange': async (request) => {
      const userId = userIdOf(request);
      const body = request.body as ChangeBody;
      if (body.Type === 'phone' || body.Type === 'email') {
        throw new ApiError(400, 'CONFIRMATION_REQUIRED', 'Телефон и e-mail меняются с подтверждением кодом');
      }
      const data = registrationData(await getUser(db, userId));
      const changes = changesOf(data);
      const request_: ChangeRequest = { RequestId: changes.length + 1, Type: body.Type, Status: 'applied', CreatedAt: nowIso(), Data: {} };
      if (body.Type === 'address') {
        const address = body.Address ?? missing('Address', 'Укажите новый адрес');
        request_.Data = address;
        const current = data[ADDRESS_STEP] ?? {};
        await saveStep(db, userId, ADDRESS_STEP, { ...current, Registration: address });
      } else {
        const passport = body.Passport ?? missing('Passport', 'Укажите данные нового паспорта');
        if (body.DocumentId === undefined) missing('Document', 'Приложите фотографию нового паспорта');
        const photo = await getDocument(db, userId, body.DocumentId);
        if (photo.group_id !== PASSPORT_PHOTO_GROUP) throw new ApiError(400, 'DOCUMENT_REQUIRED', 'Приложите фотографию разворота нового паспорта');
        if (changes.some((c) => c.Type === 'passport' && c.Status === 'pending')) {
          throw new ApiError(400, 'CHANGE_PENDING', 'Предыдущая заявка на смену паспорта ещё на проверке');
        }
        Object.assign(request_, { Status: 'pending', Data: passport, DocumentId: body.DocumentId });
      }
      await saveStep(db, userId, CHANGES_STEP, { Items: [...changes, request_] });
      return { RequestId: request_.RequestId, Status: request_.Status };
    },
  };
}
