// The appeal to the financial ombudsman (the /ombudsmen landing's form).
import type { components } from './generated/api';
import type { ApiClient } from './clients';
import { unwrap } from './errors';

export type OmbudsmenAppeal = components['schemas']['OmbudsmenForm'];

export const submitOmbudsmenAppeal = async (api: ApiClient, body: OmbudsmenAppeal) => unwrap(await api.POST('/api/Ombudsmen/SubmitForm', { body }));
