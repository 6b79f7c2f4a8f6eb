// The call-back request (SPEC §7.4) for the machine's injected submitCallBack actor. Rejects with
// the machine's CallBackFailure shape: status, Errors and the x-nonceid response header.
import type { CallBackFailure, CallBackRequest } from '../../../machines/call-back.machine';
import type { ApiError } from '../../../machines/types';
import { readRuntimeConfig } from '../../app/runtime-config';
import { readCookie } from '../../app/session/cookies';

const PATH = '/api/Info/PhoneCallbackHelp';

function headersFor(nonceId: string | null): Record<string, string> {
  const config = readRuntimeConfig();
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Client-Api-Key': config.clientApiKey,
    Source: 'FrontApp',
    'Max-Forwards': '240',
  };
  const appId = readCookie('UserHash');
  if (appId) headers['X-AppId'] = appId;
  if (nonceId) headers['x-nonceid'] = nonceId;
  return headers;
}

async function readErrors(response: Response): Promise<ApiError[]> {
  try {
    const body = (await response.json()) as { Errors?: unknown } | null;
    return Array.isArray(body?.Errors) ? (body.Errors as ApiError[]) : [];
  } catch {
    return [];
  }
}

export async function submitCallBack({ body, nonceId }: CallBackRequest, signal?: AbortSignal): Promise<{ status: number }> {
  const { apiHost } = readRuntimeConfig();
  let response: Response;
  try {
    response = await fetch(`${apiHost}${PATH}`, { method: 'POST', headers: headersFor(nonceId), body: JSON.stringify(body), signal });
  } catch {
    const failure: CallBackFailure = { status: 0, errors: [], nonceId: null };
    throw failure;
  }
  if (response.ok) return { status: response.status };
  const failure: CallBackFailure = {
    status: response.status,
    errors: await readErrors(response),
    nonceId: response.headers.get('x-nonceid'),
  };
  throw failure;
}
