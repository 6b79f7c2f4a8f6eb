// Registration: personal data → SMS code → account and session; then passport, address, card,
// card photo, worksheet and scoring. The server derives the current step from what is saved,
// so a reload or another device resumes at the same place.
import type { FastifyRequest } from 'fastify';
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { defaultCardId } from '../cards';
import { GROUP, hasDocumentIn } from '../files';
import { CALCULATOR_SETTINGS } from '../loans';
import { calculatorSettingsFor } from '../loans';
import { latestRequest } from '../scoring';
import { clock } from '../../clock';
import { confirmCode, dropCodes, latestFlow, sendCode, type SentCode } from '../accounts';
import { appIdOf, trustDevice } from '../accounts';
import { hashPassword } from '../accounts';
import { issueToken, resolveSession, userIdOf } from '../accounts';
import { createUser, findUserByPhone, getUser, registrationData, requirePhone, saveStep } from '../accounts';

export const STEPS = {
  passport: 'PASSPORT_REGISTRATION',
  oldPassport: 'OLD_PASSPORT',
  address: 'ADDRESS_REGISTRATION',
  calculator: 'CALCULATOR',
  inn: 'INN',
  employment: 'EMPLOYMENT_REGISTRATION',
} as const;

/** «от 18 до 75 лет» of the site's borrower requirements, checked in full years on the server's clock. */
export const APPLICANT_AGE = { min: 18, max: 75 } as const;

function assertApplicantAge(birthDate: string): void {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const now = clock.now();
  const hadBirthday = now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
  const age = now.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
  if (age < APPLICANT_AGE.min) throw new ApiError(400, 'AGE_NOT_ALLOWED', 'Заём можно получить с 18 лет');
  if (age > APPLICANT_AGE.max) throw new ApiError(400, 'AGE_NOT_ALLOWED', 'Заём можно получить до 75 лет включительно');
}

export async function registrationState(db: AppDb, userId: number | undefined) {
  const initial = {
    CurrentStep: 'REGISTRATION',
    StepCount: 5,
    BankCardId: null as number | null,
    ScoringRequestId: null as number | null,
    SkipRegistrationCheckStep: false,
    ScoringStatus: 'not_started' as string,
  };
  if (userId === undefined) return initial;
  const user = await getUser(db, userId);
  const data = registrationData(user);
  const cardId = await defaultCardId(db, userId);
  const scoring = await latestRequest(db, userId);
  // A finished registration has only the scoring step left to show (a new application).
  const step = user.is_registration_finished === 1
    ? 'SCORING'
    : !data[STEPS.passport]
    ? STEPS.passport
    : !data[STEPS.address]
      ? STEPS.address
      : cardId === null
        ? 'BANK_CARD_REGISTRATION'
        : !(await hasDocumentIn(db, userId, GROUP.CARD_PHOTO))
          ? 'BANK_CARD_PHOTO_REGISTRATION'
          : !data[STEPS.employment]
            ? STEPS.employment
            : 'SCORING';
  return {
    CurrentStep: step,
    StepCount: 5,
    BankCardId: cardId,
    ScoringRequestId: scoring?.id ?? null,
    SkipRegistrationCheckStep: user.is_registration_finished === 1,
    ScoringStatus: scoring?.status ?? 'not_started',
  };
}

const codeSent = ({ CodeLength, ResendAfterSeconds, SentTo }: SentCode) => ({ CodeLength, ResendAfterSeconds, SentTo });

async function assertPhoneFree(db: AppDb, phone: string): Promise<void> {
  const user = await findUserByPhone(db, phone);
  if (user && (user.password_hash !== null || user.is_registration_finished === 1)) {
    throw new ApiError(400, 'PHONE_TAKEN', 'Этот номер уже зарегистрирован. Войдите или восстановите пароль');
  }
}

interface RegistrationPayload {
  kind: 'full' | 'phone';
  appId?: string;
  LastName?: string;
  FirstName?: string;
  MiddleName?: string;
  BirthDate?: string;
  Email?: string;
  PasswordHash?: string;
}

async function sendRegistrationCode(db: AppDb, phone: string, payload: RegistrationPayload) {
  return codeSent(await sendCode(db, { purpose: 'registration', channel: 'sms', target: phone, payload }));
}

async function confirmRegistration(db: AppDb, request: FastifyRequest) {
  const body = request.body as { Phone: string; Code: string };
  const phone = requirePhone(body.Phone);
  const { payload } = await confirmCode(db, { purpose: 'registration', target: phone, code: body.Code });
  const p = payload as unknown as RegistrationPayload;
  await assertPhoneFree(db, phone);
  const values = {
    first_name: p.FirstName ?? null,
    last_name: p.LastName ?? null,
    middle_name: p.MiddleName || null,
    birth_day: p.BirthDate ?? null,
    email: p.Email?.toLowerCase() ?? null,
    password_hash: p.PasswordHash ?? null,
    phone_confirmed: 1,
  };
  const existing = await findUserByPhone(db, phone);
  let userId: number;
  if (existing) {
    userId = existing.id;
    await db.updateTable('user_account').set(values).where('id', '=', userId).execute();
  } else {
    userId = await createUser(db, { phone, ...values });
  }
  await trustDevice(db, userId, p.appId ?? appIdOf(request), request.headers['user-agent']);
  return issueToken(db, userId);
}

async function resendRegistration(db: AppDb, request: FastifyRequest) {
  const phone = requirePhone((request.body as { Phone: string }).Phone);
  const flow = await latestFlow(db, 'registration', { target: phone });
  if (!flow) throw new ApiError(400, 'NO_PENDING_REGISTRATION', 'Сначала заполните анкету регистрации');
  return sendRegistrationCode(db, phone, flow.payload as unknown as RegistrationPayload);
}

export function registrationHandlers(db: AppDb): HandlerMap {
  const state = (userId: number) => registrationState(db, userId);
  const saveAndState = async (request: FastifyRequest, step: string) => {
    const userId = userIdOf(request);
    await saveStep(db, userId, step, request.body as Record<string, unknown>);
    return state(userId);
  };
  const start = async (request: FastifyRequest) => registrationState(db, (await resolveSession(db, request))?.userId);
  const inn = async (request: FastifyRequest) => {
    const data = registrationData(await getUser(db, userIdOf(request)));
    const value = (data[STEPS.inn]?.Inn ?? data[STEPS.passport]?.Inn ?? null) as string | null;
    return { Inn: value };
  };
  const saved = (key: string) => async (request: FastifyRequest) => {
    const data = registrationData(await getUser(db, userIdOf(request)))[key];
    if (!data) throw new ApiError(404, 'NOT_FOUND', 'Данные ещё не заполнены');
    return data;
  };

  return {
    'GET /api/Account/StartRegistration': start,
    'GET /client-api/Account/StartRegistration': start,

    'POST /api/Account/Registration': async (request) => {
      const body = request.body as Omit<RegistrationPayload, 'kind' | 'appId' | 'PasswordHash'> & { Phone: string; Password?: string };
      const phone = requirePhone(body.Phone);
      // The contract requires BirthDate; the payload type shares the optional one of phone-only sign-ups.
      if (body.BirthDate) assertApplicantAge(body.BirthDate);
      await assertPhoneFree(db, phone);
      return sendRegistrationCode(db, phone, {
        kind: 'full',
        appId: appIdOf(request),
        LastName: body.LastName,
        FirstName: body.FirstName,
        MiddleName: body.MiddleName,
        BirthDate: body.BirthDate,
        Email: body.Email,
        PasswordHash: body.Password ? await hashPassword(body.Password) : undefined,
      });
    },
    'POST /api/Account/Registration/Confirm': async (request) => confirmRegistration(db, request),
    'POST /api/Account/Registration/ResendCode': async (request) => resendRegistration(db, request),
    'POST /api/Account/Registration/ChangePhone': async (request) => {
      const phone = requirePhone((request.body as { Phone: string }).Phone);
      const appId = appIdOf(request);
      const flow = appId ? await latestFlow(db, 'registration', { appId }) : undefined;
      if (!flow) throw new ApiError(400, 'NO_PENDING_REGISTRATION', 'Сначала заполните анкету регистрации');
      await assertPhoneFree(db, phone);
      await dropCodes(db, 'registration', flow.target);
      return sendRegistrationCode(db, phone, flow.payload as unknown as RegistrationPayload);
    },

    'POST /api/Account/RegistrationByPhone/Approve': async (request) => {
      const phone = requirePhone((request.body as { Phone: string }).Phone);
      await assertPhoneFree(db, phone);
      return sendRegistrationCode(db, phone, { kind: 'phone', appId: appIdOf(request) });
    },
    'POST /api/Account/RegistrationByPhone/Confirm': async (request) => confirmRegistration(db, request),
    'POST /api/Account/RegistrationByPhone/ResendCode': async (request) => resendRegistration(db, request),

    'POST /api/Account/RegisterUser': async (request) => {
      const body = request.body as { Phone: string; Email?: string; Password: string };
      const phone = requirePhone(body.Phone);
      await assertPhoneFree(db, phone);
      const existing = await findUserByPhone(db, phone);
      const values = { email: body.Email?.toLowerCase() ?? null, password_hash: await hashPassword(body.Password) };
      const userId = existing?.id ?? (await createUser(db, { phone, ...values }));
      if (existing) await db.updateTable('user_account').set(values).where('id', '=', userId).execute();
      return issueToken(db, userId);
    },

    'POST /api/Account/Registration/Approve': async (request) => {
      const userId = userIdOf(request);
      await confirmCode(db, { purpose: 'sign-agreements', userId, code: (request.body as { Code: string }).Code });
      await db.updateTable('user_account').set({ agreements_signed: 1 }).where('id', '=', userId).execute();
      return state(userId);
    },
    'POST /api/Account/Registration/Passport': async (request) => saveAndState(request, STEPS.passport),
    'POST /client-api/Account/Registration/Passport': async (request) => saveAndState(request, STEPS.passport),
    'POST /api/Account/Registration/OldPassport': async (request) => {
      await saveStep(db, userIdOf(request), STEPS.oldPassport, request.body as Record<string, unknown>);
      return { Success: true };
    },
    'POST /api/Account/Registration/Address': async (request) => saveAndState(request, STEPS.address),
    'POST /client-api/Account/RegistrationAddress': async (request) => saveAndState(request, STEPS.address),
    'POST /api/Account/Registration/Calculator': async (request) => saveAndState(request, STEPS.calculator),
    'POST /client-api/Account/RegistrationCalculator': async (request) => saveAndState(request, STEPS.calculator),
    'POST /client-api/Account/Registration/Inn': async (request) => saveAndState(request, STEPS.inn),
    'GET /client-api/Account/UserProfile/Inn': inn,
    'GET /client-api/Account/Worksheet': saved(STEPS.employment),
    'GET /client-api/Account/AdditionalInfo': saved('ADDITIONAL_INFO'),

    // Before registering, a visitor is a first-loan client by definition.
    'GET /client-api/Calculator/RegistrationCalculator': async () => ({ ...CALCULATOR_SETTINGS, IsFirstLoan: true }),
    'GET /api/Account/RegistrationCalculator': async (request) => {
      const userId = userIdOf(request);
      const choice = registrationData(await getUser(db, userId))[STEPS.calculator] as { Amount?: number; Term?: number } | undefined;
      const chosen = typeof choice?.Amount === 'number' && typeof choice.Term === 'number';
      return {
        Settings: await calculatorSettingsFor(db, userId),
        Amount: chosen ? choice.Amount! : CALCULATOR_SETTINGS.DefaultAmount,
        Term: chosen ? choice.Term! : CALCULATOR_SETTINGS.DefaultTerm,
        IsChosen: chosen,
      };
    },
  };
}
