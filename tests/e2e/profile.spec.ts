// Issue 15 in the browser: the profile shows the client's data and changes it — e-mail and phone
// with the codes from /dev/outbox.json, the phone refused while a loan is unpaid, a passport change
// with a photo under review — identity through the sandbox Госуслуги (consent and refusal), and
// documents uploaded, listed, opened, and refused when they are of the wrong kind or too big.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PHONE_CHANGE_LOCKED } from '../../src/domain/messages';
import { DOCUMENT_TOO_BIG, DOCUMENT_WRONG_TYPE } from '../../machines/documents.machine';
import { killAllNodes, startNode, type SpawnedNode } from '../../server/test/spawn-node';
import { PNG } from './account-helpers';
import { outboxCode } from './money-helpers';
import { newSignedInClient } from './payment-helpers';
import { API_HEADERS, signIn } from './shell-helpers';

const value = (page: Page, group: string) => page.getByTestId(`profile-${group}-value`);

async function typeCode(page: Page, request: APIRequestContext, to: string, about: string) {
  const code = await outboxCode(request, to, about);
  await page.getByLabel(/^Код из/).fill(code);
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByTestId('profile-edit-saved')).toBeVisible();
}

test.describe('demo client 03 on a server of its own', () => {
  // Client 03 is shared by other specs on the suite's servers: its phone changes only here.
  let node: SpawnedNode;
  test.beforeAll(async () => {
    node = await startNode({ DATA_DIR: ':memory:', TENANT: 'sf', LOG_LEVEL: 'silent' });
  });
  test.afterAll(() => killAllNodes());

  test('changes e-mail and phone with the codes, reloads, and sees the new values', async ({ page, context, playwright }) => {
    const base = node.base;
    const own = await playwright.request.newContext({ baseURL: base });
    await signIn(context, base);
    await page.goto(`${base}/lk/profile-edit`);
    await expect(value(page, 'phone')).toHaveText('+7 (900) 000-00-03');

    await page.getByRole('link', { name: 'Изменить e-mail' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Смена e-mail');
    await page.getByLabel('Новый e-mail').fill('aleksey.new@example.ru');
    await page.getByLabel('Текущий пароль').fill('Demo-2026');
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByText('Мы отправили письмо с кодом на')).toBeVisible();
    // The step changed under the pressed button: the focus is on the page's heading (StepRegion).
    await expect(page.getByRole('heading', { level: 1, name: 'Смена e-mail' })).toBeFocused();
    await typeCode(page, own, 'aleksey.new@example.ru', 'e-mail');
    await expect(page.getByRole('heading', { level: 1, name: 'Смена e-mail' })).toBeFocused();
    await page.getByRole('link', { name: 'Вернуться в профиль' }).click();
    await expect(value(page, 'email')).toHaveText('aleksey.new@example.ru');

    await page.getByRole('link', { name: 'Изменить телефон' }).click();
    await page.getByLabel('Новый номер телефона').pressSequentially('9004440077');
    await page.getByLabel('Текущий пароль').fill('Wrong-2026');
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByTestId('profile-phone-password-error')).toHaveText('Текущий пароль указан неверно');
    await page.getByLabel('Текущий пароль').fill('Demo-2026');
    await page.getByRole('button', { name: 'Получить код' }).click();
    await typeCode(page, own, '79004440077', 'телефон');
    // The old number hears of the change.
    const notices = (await (await own.get('/dev/outbox.json')).json()) as { to: string; text: string }[];
    expect(notices.some((m) => m.to === '79000000003' && m.text.startsWith('Номер телефона для входа в личный кабинет изменён на +7 (***) ***-00-77.'))).toBe(true);

    await page.goto(`${base}/lk/profile-edit`);
    await page.reload();
    await expect(value(page, 'phone')).toHaveText('+7 (900) 444-00-77');
    await expect(value(page, 'email')).toHaveText('aleksey.new@example.ru');
  });
});

test('client 01 has a loan to repay: the phone change is refused with the reason, before anything is typed', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!, '79000000001');
  await page.goto('/lk/profile-edit/phone');
  await expect(page.getByTestId('profile-edit-locked')).toHaveText(PHONE_CHANGE_LOCKED);
  await expect(page.getByLabel('Новый номер телефона')).toHaveCount(0);
  await page.getByRole('link', { name: 'Вернуться в профиль' }).click();
  await expect(page).toHaveURL(/\/lk\/profile-edit$/);
});

test('a passport change with the photo of the new passport goes under review', async ({ page, context, baseURL }) => {
  await newSignedInClient(context, baseURL!);
  await page.goto('/lk/profile-edit/passport');
  await page.getByLabel('Серия и номер').pressSequentially('4520654321');
  await page.getByLabel('Дата выдачи').pressSequentially('01102025');
  await page.getByLabel('Код подразделения').pressSequentially('770002');
  await page.getByLabel('Кем выдан').fill('ГУ МВД России по г. Москве');
  await page.getByLabel('Место рождения').fill('г. Москва');
  await page.getByRole('button', { name: 'Отправить на проверку' }).click();
  await expect(page.getByTestId('passport-photo-error')).toHaveText('Приложите фотографию разворота нового паспорта');
  await page.locator('#passport-photo').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Отправить на проверку' }).click();
  await expect(page.getByTestId('profile-edit-review')).toContainText('отправлена на проверку');
  await page.getByRole('link', { name: 'Вернуться в профиль' }).click();
  await expect(page.getByTestId('passport-pending')).toHaveText('новые данные на проверке');
});

test('identity through the sandbox Госуслуги: consent ends confirmed; a refusal says so and leads back', async ({ page, context, baseURL }) => {
  await newSignedInClient(context, baseURL!);
  await page.goto('/lk/identity-confirmation');
  await page.getByRole('button', { name: 'Подтвердить через Госуслуги' }).click();
  await expect(page).toHaveURL(/\/sandbox\/esia\?state=/);
  await expect(page.getByText('песочница', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Отказать' }).click();
  await expect(page.getByTestId('identity-refused')).toContainText('личность не подтверждена');
  await expect(page).toHaveURL(/\/lk\/identity-confirmation$/);
  await page.getByRole('button', { name: 'Выбрать способ подтверждения' }).click();

  await page.getByRole('button', { name: 'Подтвердить через Госуслуги' }).click();
  await page.getByRole('button', { name: 'Предоставить' }).click();
  await expect(page.getByTestId('identity-confirmed')).toHaveText('Личность подтверждена. Спасибо!');
  await page.reload();
  await expect(page.getByTestId('identity-confirmed')).toBeVisible();
  await page.goto('/lk/profile-edit');
  await expect(value(page, 'identity')).toHaveText('подтверждена');
});

test('a document uploaded into a group is listed and opens; a wrong type or an oversized file is refused and nothing is stored', async ({ page, context, baseURL }) => {
  const { headers } = await newSignedInClient(context, baseURL!);
  const stored = async () => ((await (await context.request.get(`${baseURL}/api/files/userdocument`, { headers })).json()) as unknown[]).length;
  await page.goto('/lk/profile-edit');
  const group = page.getByTestId('document-group-5');
  const upload = page.locator('#document-upload-5');

  await upload.setInputFiles({ name: 'program.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ not a document') });
  await expect(group.getByTestId('document-error')).toHaveText(DOCUMENT_WRONG_TYPE);
  await upload.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]) });
  await expect(group.getByTestId('document-error')).toHaveText(DOCUMENT_TOO_BIG);
  // Named and typed as a picture, but not one: the server reads the bytes and refuses.
  await upload.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
  await expect(group.getByTestId('document-error')).toHaveText('Загрузите файл JPEG, PNG или PDF');
  expect(await stored()).toBe(0);

  await upload.setInputFiles({ name: 'spravka.png', mimeType: 'image/png', buffer: PNG });
  await expect(group.getByTestId('document-uploaded')).toHaveText('Файл «spravka.png» загружен.');
  await expect(group.getByRole('listitem')).toHaveCount(1);
  await group.getByRole('button', { name: 'Открыть' }).click();
  await expect(group.getByRole('img', { name: 'Документ «spravka.png»' })).toBeVisible();
  expect(await group.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  expect(await stored()).toBe(1);
});

test('an unknown /lk/profile-edit/{type} is the 404 page', async ({ page, context, baseURL }) => {
  await newSignedInClient(context, baseURL!);
  await page.goto('/lk/profile-edit/name');
  await expect(page.getByText('Page Not Found: /lk/profile-edit/name')).toBeVisible();
});

test('the password changes with the current one; a wrong current password is said beside its field', async ({ page, context, baseURL }) => {
  const { phone } = await newSignedInClient(context, baseURL!);
  await page.goto('/lk/profile-edit');
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await page.getByLabel('Текущий пароль').fill('Wrong-2026');
  await page.getByLabel('Новый пароль', { exact: true }).fill('Another-2027');
  await page.getByLabel('Повторите новый пароль').fill('Another-2027');
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByTestId('profile-old-password-error')).toHaveText('Текущий пароль указан неверно');
  await page.getByLabel('Текущий пароль').fill('Secret-2026');
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByTestId('password-changed')).toBeVisible();
  const login = await context.request.post(`${baseURL}/api/Account/Login`, { headers: API_HEADERS, data: { Phone: phone, Password: 'Another-2027' } });
  expect(login.status()).toBe(200);
});
