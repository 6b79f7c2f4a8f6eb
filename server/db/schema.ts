// Table types for Kysely: each module declares its own tables and DB joins them.
// Money in integer kopecks; timestamps ISO-8601 UTC strings.
import type { CoreTables } from '../modules/core';
import type { OutboxTables } from '../modules/outbox';
import type { AccountsTables } from '../modules/accounts/tables';
import type { LoansTables } from '../modules/loans/tables';
import type { CardsTables } from '../modules/cards/tables';
import type { FilesTables } from '../modules/files/tables';
import type { ScoringTables } from '../modules/scoring/tables';
import type { InfoTables } from '../modules/info/tables';
import type { CallBackTables } from '../modules/call-back/tables';
import type { SandboxTables } from '../modules/sandbox/tables';
import type { CspReportTables } from '../modules/csp-reports';
import type { MessagesTables } from '../modules/messages/tables';
import type { ServiceBannersTables } from '../modules/service-banners/tables';
import type { UnderRequestTables } from '../modules/under-request/tables';
import type { AgreementsTables } from '../modules/agreements/tables';
import type { PaymentsTables } from '../modules/payments/tables';
import type { IdentificationTables } from '../modules/identification/tables';
import type { MachineStatsTables } from '../modules/machine-stats';

// Modules add their table interfaces to this intersection.
export type DB = CoreTables & OutboxTables & AccountsTables & LoansTables & CardsTables & FilesTables & ScoringTables & InfoTables & CallBackTables & SandboxTables &
  CspReportTables & MessagesTables & ServiceBannersTables & UnderRequestTables & AgreementsTables & PaymentsTables &
  IdentificationTables & MachineStatsTables;
