// What screens read, as query options bound to the session's clients. Views never hold a client
// or a fetcher (eslint.config.js enforces it): a screen reads through these, and its changes are
// made by actors its machine invokes (each flow's machine is bound in its own src/flows/<flow>.ts).
import { useMemo } from 'react';
import { addressSuggestQueries } from '@/api/address-suggest';
import { agreementsQueries, createAgreementsApi } from '@/api/agreements';
import { cardsQueries, createCardsApi } from '@/api/cards';
import { loansQueries } from '@/api/loans';
import { createMessagesApi, messagesQueries } from '@/api/messages';
import { paymentQueries } from '@/api/payments';
import { createProfileApi, profileQueries } from '@/api/profile';
import { createProlongationApi, prolongationQueries } from '@/api/prolongation';
import { sbpQueries } from '@/api/sbp';
import { createServiceBannersApi, serviceBannersQueries } from '@/api/service-banners';
import { underRequestQueries } from '@/api/under-request';
import { useAccountQueries } from './account-queries';
import { useSessionServices } from './session/SessionProvider';
import { userQueries } from './session/user-queries';

/** Query options of every resource a screen reads. */
export function useQueries() {
  const { api, clients } = useSessionServices();
  const account = useAccountQueries();
  return useMemo(
    () => ({
      account,
      user: userQueries(api),
      loans: loansQueries(clients.api),
      sbp: sbpQueries(clients),
      payments: paymentQueries(clients),
      cards: cardsQueries(createCardsApi(clients.api)),
      agreements: agreementsQueries(createAgreementsApi(clients.api)),
      addresses: addressSuggestQueries(clients.api),
      profile: profileQueries(createProfileApi(clients)),
      messages: messagesQueries(createMessagesApi(clients.api)),
      banners: serviceBannersQueries(createServiceBannersApi(clients.api)),
      underRequest: underRequestQueries(clients.api),
      prolongation: prolongationQueries(createProlongationApi(clients.api)),
    }),
    [api, clients, account],
  );
}
