// The call-back request (requirements §7.4) for the machine's injected submitCallBack actor. A refusal
// rejects with the shared ApiError, which has the machine's CallBackFailure shape: status, errors
// and the x-nonceid response header. A network failure rejects with status 0 in the machine's eyes.
import type { CallBackRequest } from '@machines/call-back.machine';
import type { ApiClient } from './clients';
import { unwrap } from './errors';

export async function submitCallBack(api: ApiClient, { body, nonceId }: CallBackRequest, signal?: AbortSignal): Promise<{ status: number }> {
  const result = await api.POST('/api/Info/PhoneCallbackHelp', {
    body,
    // The captcha v2 retry sends back the nonce of the answer that asked for it.
    params: nonceId ? { header: { 'x-nonceid': nonceId } } : {},
    signal,
  });
  unwrap(result);
  return { status: result.response.status };
}
