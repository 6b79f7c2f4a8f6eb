// Every module of the reference server, in order. Add a module here and its migrations, seed,
// handlers and routes are picked up.
import type { ServerModule } from './types';
import { coreModule } from './core';
import { outboxModule } from './outbox';
import { accountsModule } from './accounts';
import { loansModule } from './loans';
import { cardsModule } from './cards';
import { filesModule } from './files';
import { scoringModule } from './scoring';
import { infoModule } from './info';
import { callBackModule } from './call-back';
import { sandboxModule } from './sandbox';
import { cspReportsModule } from './csp-reports';
import { messagesModule } from './messages';
import { serviceBannersModule } from './service-banners';
import { underRequestModule } from './under-request';
import { companyDocumentsModule } from './company-documents';
import { identificationModule } from './identification';
import { agreementsModule } from './agreements';
import { paymentsModule } from './payments';
import { loanServicesModule } from './loan-services';
import { registrationModule } from './registration';
import { profileModule } from './profile';
import { demoModule } from './demo';
import { machineStatsModule } from './machine-stats';

export const modules: ServerModule[] = [coreModule, outboxModule, accountsModule, loansModule, cardsModule, filesModule, scoringModule, infoModule, callBackModule, sandboxModule,
  cspReportsModule, messagesModule, serviceBannersModule, underRequestModule, companyDocumentsModule, identificationModule, agreementsModule, paymentsModule, registrationModule, profileModule,
  machineStatsModule, loanServicesModule,
  // Last: the demo clients are made through the other modules' calls.
  demoModule];
