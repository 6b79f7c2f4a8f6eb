// Reading codes from the sandbox outbox (/dev/outbox.json, newest last).
import { expect, type APIRequestContext } from '@playwright/test';

/** The newest loan-signing code sent to the phone (POST Loans/SmsCodeOnGetLoan). */
export async function signingCode(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const messages = (await (await request.get('/dev/outbox.json')).json()) as { to: string; text: string; code: string }[];
    code = messages.filter((m) => m.to === phone && m.text.includes('подписание договора займа')).at(-1)?.code ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 5000 });
  return code;
}
