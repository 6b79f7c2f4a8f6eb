// Generated from the registration model (npm run paths / the statechart viewer): the shortest path to
// registration.filling.address, driven against the reference server. начало: анкета восстановлена, заявка уже отправлена и ждёт решения.
import { test } from '@playwright/test';
import { drivePath } from './path-drivers';

test("registration: путь к registration.filling.address", async ({ page, request }) => {
  await drivePath(page, request, "registration", "registration.filling.address", [
    // 1. состояние «arriving»: открыть анкету, уже войдя в кабинет → состояние «starting»
    {"at":"arriving","event":"registration.arrive","detail":"signedIn"},
    // 2. состояние «starting»: «startRegistration» отвечает {"currentStep":"PASSPORT_REGISTRATION"} → на шаге «паспорт»
    {"at":"starting","event":"xstate.done.actor.startRegistration","detail":"PASSPORT_REGISTRATION"},
    // 3. на шаге «паспорт»: заполнить шаг верно и нажать «Далее» → на шаге «паспорт»
    {"at":"filling.(passport.(entry.editing + recognition.idle))","event":"form.submitted","detail":null},
    // 4. на шаге «паспорт»: «savePassport» отвечает null → на шаге «адрес»
    {"at":"filling.(passport.(entry.submitting + recognition.idle))","event":"xstate.done.actor.savePassport","detail":null},
  ]);
});
