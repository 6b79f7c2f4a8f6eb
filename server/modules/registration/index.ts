// Registration: the steps of a new client (personal data, SMS code, passport, address, card, card
// photo, worksheet), why a client cannot apply now, and the on-site link after a scoring request.
import type { ServerModule } from '../types';
import { onSiteUrl, userIdOf } from '../accounts';
import { getRequest } from '../scoring';
import { blockInfoHandlers } from './block-info';
import { registrationHandlers } from './steps';

export const registrationModule: ServerModule = {
  name: 'registration',
  handlers: ({ db }) => ({
    ...registrationHandlers(db),
    ...blockInfoHandlers(db),
    'POST /api/Account/AuthOnSiteForRegistration/{id}': async (request) => {
      const { id } = request.params as { id: number };
      await getRequest(db, userIdOf(request), id);
      return { Url: onSiteUrl(request, { purpose: '0', scoringRequestId: String(id) }) };
    },
  }),
};
