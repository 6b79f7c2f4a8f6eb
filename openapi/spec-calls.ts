// Every call that requirements §7 names, one entry per call (per method where the spec gives several),
// with the contract operation(s) that serve it. scripts/api-coverage.ts checks each against the
// YAML, so removing an operation from the contract shows up as an uncovered call.
export type ContractDoc = 'api' | 'client-api';

export interface ServedBy {
  doc: ContractDoc;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

export interface SpecCall {
  /** Section of requirements §7. */
  section: string;
  /** The call as the spec names it, with its method where the spec gives one. */
  call: string;
  servedBy: ServedBy[];
}

type Method = ServedBy['method'];
const calls: SpecCall[] = [];
let section = '';
const add = (call: string, doc: ContractDoc, ...ops: [Method, string][]) =>
  calls.push({ section, call, servedBy: ops.map(([method, path]) => ({ doc, method, path })) });
const api = (call: string, method: Method, path: string) => add(call, 'api', [method, path]);
const client = (call: string, method: Method, path: string) => add(call, 'client-api', [method, path]);

section = '7.1 Account';
const acc = (call: string, method: Method, tail: string) => api(call, method, `/api/Account/${tail}`);
acc('AdditionalInfo (GET)', 'GET', 'AdditionalInfo');
acc('AdditionalInfo (POST)', 'POST', 'AdditionalInfo');
acc('ApproveEmail', 'POST', 'ApproveEmail');
acc('ApprovePhone', 'POST', 'ApprovePhone');
acc('ApproveSignAgreements', 'POST', 'ApproveSignAgreements');
acc('AuthOnSite (POST, body Purpose, answer Url)', 'POST', 'AuthOnSite');
acc('AuthOnSiteForRegistration/{id}', 'POST', 'AuthOnSiteForRegistration/{id}');
acc('Balance (GET)', 'GET', 'Balance');
acc('ChangePassword', 'POST', 'ChangePassword');
acc('ConfirmEmail', 'POST', 'ConfirmEmail');
acc('ConfirmPhone', 'POST', 'ConfirmPhone');
acc('ExternalSignin (GET with query)', 'GET', 'ExternalSignin');
acc('ExternalSignin (POST)', 'POST', 'ExternalSignin');
acc('ForgotPasswordCheckSmsCode', 'POST', 'ForgotPasswordCheckSmsCode');
acc('ForgotPasswordSendEmail', 'POST', 'ForgotPasswordSendEmail');
acc('ForgotPasswordSendSms', 'POST', 'ForgotPasswordSendSms');
acc('ForgotPasswordSendSmsAgain (query)', 'POST', 'ForgotPasswordSendSmsAgain');
acc('GetAgreementForRegistration/{id} (query)', 'GET', 'GetAgreementForRegistration/{id}');
acc('GetAgreementListForRegistration', 'GET', 'GetAgreementListForRegistration');
acc('GetStartUnsignedAgreement/{id}', 'GET', 'GetStartUnsignedAgreement/{id}');
acc('Login', 'POST', 'Login');
acc('LoginComplete', 'POST', 'LoginComplete');
acc('NewPassword', 'POST', 'NewPassword');
acc('PasswordRestore', 'POST', 'PasswordRestore');
acc('RefreshToken (GET with query, answer token and expiry)', 'GET', 'RefreshToken');
acc('RegisterFromOld{product}', 'POST', 'RegisterFromOld{product}');
acc('RegisterUser', 'POST', 'RegisterUser');
acc('Registration', 'POST', 'Registration');
acc('Registration/Address', 'POST', 'Registration/Address');
acc('Registration/Approve', 'POST', 'Registration/Approve');
acc('Registration/Calculator', 'POST', 'Registration/Calculator');
acc('Registration/ChangePhone', 'POST', 'Registration/ChangePhone');
acc('Registration/Confirm', 'POST', 'Registration/Confirm');
acc('Registration/OldPassport', 'POST', 'Registration/OldPassport');
acc('Registration/Passport', 'POST', 'Registration/Passport');
acc('Registration/ResendCode', 'POST', 'Registration/ResendCode');
acc('RegistrationByPhone/Approve', 'POST', 'RegistrationByPhone/Approve');
acc('RegistrationByPhone/Confirm', 'POST', 'RegistrationByPhone/Confirm');
acc('RegistrationByPhone/ResendCode', 'POST', 'RegistrationByPhone/ResendCode');
acc('RegistrationCalculator', 'GET', 'RegistrationCalculator');
acc('RepeatSignAgreements/{id}', 'POST', 'RepeatSignAgreements/{id}');
acc('RestorePasswordByEmail', 'POST', 'RestorePasswordByEmail');
acc('RestorePasswordByEmailSend', 'POST', 'RestorePasswordByEmailSend');
acc('RestorePasswordBySMS', 'POST', 'RestorePasswordBySMS');
acc('RestorePasswordBySMSSend', 'POST', 'RestorePasswordBySMSSend');
acc('SendApplicationBlockInfo (GET; answer has ReasonList)', 'GET', 'SendApplicationBlockInfo');
acc('StartRegistration (GET with query)', 'GET', 'StartRegistration');
acc('UserProfile (GET; answer user, status 200)', 'GET', 'UserProfile');
acc('Worksheet (GET)', 'GET', 'Worksheet');
acc('Worksheet (POST)', 'POST', 'Worksheet');

section = '7.2 Agreement, Analytics, ApiHealth';
api('Agreement (GET with query)', 'GET', '/api/Agreement');
api('Agreement/List', 'GET', '/api/Agreement/List');
api('Analytics/Send (POST)', 'POST', '/api/Analytics/Send');
api('ApiHealth/Ping (GET)', 'GET', '/api/ApiHealth/Ping');

section = '7.2 Cards';
api('GET /api/cards', 'GET', '/api/cards');
api('POST AddCardByUrl', 'POST', '/api/cards/AddCardByUrl');
api('POST AddCardFromOld{product}', 'POST', '/api/cards/AddCardFromOld{product}');
api('POST cards/Card', 'POST', '/api/cards/Card');
api('GET cards/Card/{id}', 'GET', '/api/cards/Card/{id}');
api('GET cards/images/{id}', 'GET', '/api/cards/images/{id}');

section = '7.2 Files';
api('AttachDocument', 'POST', '/api/files/AttachDocument');
api('GetConsentBorrowerBeforeGettingLoan', 'GET', '/api/files/GetConsentBorrowerBeforeGettingLoan');
api('GetNormativeDocuments', 'GET', '/api/files/GetNormativeDocuments');
api('GetPassInfoOtherPeopleBeforeGettingLoan', 'GET', '/api/files/GetPassInfoOtherPeopleBeforeGettingLoan');
api('list for the old system', 'GET', '/api/files/OldSystemDocuments');
api('links list for the old system', 'GET', '/api/files/OldSystemDocumentsLinks');
api('NotFoundDocuments', 'GET', '/api/files/NotFoundDocuments');
api('PassportRecognize (GET)', 'GET', '/api/files/PassportRecognize');
api('PassportRecognize (POST)', 'POST', '/api/files/PassportRecognize');
api('StaticDocument', 'GET', '/api/files/StaticDocument');
api('UploadUserDocumentFromOld{product}', 'POST', '/api/files/UploadUserDocumentFromOld{product}');
api('UserDocument (GET list)', 'GET', '/api/files/userdocument');
api('UserDocument (POST upload with query)', 'POST', '/api/files/userdocument');
api('UserDocument/{id}', 'GET', '/api/files/userdocument/{id}');
api('UserDocumentGroup', 'GET', '/api/files/UserDocumentGroup');
api('UserDocumentsLinks', 'GET', '/api/files/UserDocumentsLinks');

section = '7.2 Info';
api('company', 'GET', '/api/Info/company');
api('Contacts (Phone, Email)', 'GET', '/api/Info/Contacts');
api('DefaultCalcSettings', 'GET', '/api/Info/DefaultCalcSettings');
api('faq', 'GET', '/api/Info/faq');
api('GetFooter (footer data)', 'GET', '/api/Info/GetFooter');
api('messages (GET with query)', 'GET', '/api/Info/messages');
api('messages (POST marks read by ids)', 'POST', '/api/Info/messages');
api('messages/{id}', 'GET', '/api/Info/messages/{id}');
api('news', 'GET', '/api/Info/news');
api('PendingImage', 'GET', '/api/Info/PendingImage');
api('PhoneCallbackHelp (POST)', 'POST', '/api/Info/PhoneCallbackHelp');
api('Requisites', 'GET', '/api/Info/Requisites');
api('Settings (site settings)', 'GET', '/api/Info/Settings');
api('SiteMaterials (POST, static page content)', 'POST', '/api/SiteMaterials');

section = '7.2 Loans';
api('GET /api/Loans (query: inActualState=false, v=1)', 'GET', '/api/Loans');
api('/Loans/{id} (query)', 'GET', '/api/Loans/{id}');
const loanGets = ['Agreement', 'Contract', 'DailyHistory', 'ExpensesToPay', 'FullStatus', 'GetLoanSchedule', 'NextPayment', 'Payments', 'ProlongedInfo', 'ProlongedSettings', 'Status'];
const loanPosts = ['ApproveProlongedAgreementByPhone', 'ConfirmProlongedAgreementByPhone', 'DeclineLoanByClient'];
for (const name of [...loanGets, ...loanPosts].sort()) {
  const post = loanPosts.includes(name);
  api(`{id}/${name}${post ? ' (POST)' : ''}`, post ? 'POST' : 'GET', `/api/Loans/{id}/${name}`);
}
api('AcceptLoanByClient (POST)', 'POST', '/api/Loans/AcceptLoanByClient');
api('AcceptLoanByClientEmulation (POST)', 'POST', '/api/Loans/AcceptLoanByClientEmulation');
api('AdditionalProducts', 'GET', '/api/Loans/AdditionalProducts');
api('AgreementList', 'GET', '/api/Loans/AgreementList');
api('CheckScoringAnswer/{id}', 'GET', '/api/Loans/CheckScoringAnswer/{id}');
api('CurrentScoringRequest (GET, after login)', 'GET', '/api/Loans/CurrentScoringRequest');
api('IdentificationDocuments', 'GET', '/api/Loans/IdentificationDocuments');
api('LastLoan', 'GET', '/api/Loans/LastLoan');
api('POST loan (create)', 'POST', '/api/Loans');
api('LoanBalance/{id}', 'GET', '/api/Loans/LoanBalance/{id}');
api('RefugeLink', 'GET', '/api/Loans/RefugeLink');
api('RefugeLinkClick (POST)', 'POST', '/api/Loans/RefugeLinkClick');
api('RequestScoringAnswer (POST)', 'POST', '/api/Loans/RequestScoringAnswer');
api('ResetScoringAnswer/{id} (POST)', 'POST', '/api/Loans/ResetScoringAnswer/{id}');
api('SelectCard (POST)', 'POST', '/api/Loans/SelectCard');
api('SelectCardForCalculator (POST)', 'POST', '/api/Loans/SelectCardForCalculator');
api('SelectCardForScoring (POST)', 'POST', '/api/Loans/SelectCardForScoring');
api('SelectCardForUnderRequest (POST)', 'POST', '/api/Loans/SelectCardForUnderRequest');
api('SmsCodeOnGetLoan (POST)', 'POST', '/api/Loans/SmsCodeOnGetLoan');
api('TransferBalance/{id} (POST)', 'POST', '/api/Loans/TransferBalance/{id}');

section = '7.2 Ombudsmen, Partner, Payment, PaymentGateway';
api('Ombudsmen/SubmitForm', 'POST', '/api/Ombudsmen/SubmitForm');
api('Partner CheckPhone (GET)', 'GET', '/api/Partner/CheckPhone');
api('Partner CheckPhone (POST)', 'POST', '/api/Partner/CheckPhone');
api('Partner CheckPhones (GET)', 'GET', '/api/Partner/CheckPhones');
api('Partner CheckPhones (POST)', 'POST', '/api/Partner/CheckPhones');
api('Payment/Check/{id}', 'GET', '/api/Payment/Check/{id}');
api('PaymentMethods', 'GET', '/api/Payment/PaymentMethods');
api('PaymentUrl', 'POST', '/api/Payment/PaymentUrl');
add('PaymentGateway callbacks', 'api', ['POST', '/api/PaymentGateway/SBC/Callback'], ['POST', '/api/PaymentGateway/Tinkoff/Callback']);

section = '7.2 ServiceBanners, ShortLinkAutologin, UnderRequest, cross-auth';
api('ServiceBanners (list)', 'GET', '/api/ServiceBanners');
api('ServiceBanners (by id)', 'GET', '/api/ServiceBanners/{id}');
api('ServiceBanners Answer', 'POST', '/api/ServiceBanners/Answer');
api('ServiceBanners InputAnswer', 'POST', '/api/ServiceBanners/InputAnswer');
api('ServiceBanners LK', 'GET', '/api/ServiceBanners/LK');
api('ServiceBanners ShowCountIncrement', 'POST', '/api/ServiceBanners/ShowCountIncrement');
api('ShortLinkAutologin (PUT)', 'PUT', '/api/ShortLinkAutologin');
api('ShortLinkAutologin (POST)', 'POST', '/api/ShortLinkAutologin');
api('ShortLinkAutologin (DELETE {id})', 'DELETE', '/api/ShortLinkAutologin/{id}');
api('ShortLinkAutologin DeleteRange', 'POST', '/api/ShortLinkAutologin/DeleteRange');
api('ShortLinkAutologin GetUserForAutologin', 'GET', '/api/ShortLinkAutologin/GetUserForAutologin');
api('ShortLinkAutologin LoginLogs', 'GET', '/api/ShortLinkAutologin/LoginLogs');
api('UnderRequest/{id}/Close', 'POST', '/api/UnderRequest/{id}/Close');
api('UnderRequest/List', 'GET', '/api/UnderRequest/List');
api('Cross-auth create (answer has Token)', 'POST', '/api/CrossAuth/Create');

section = '7.2 Internal and back-office';
api('credit bureau: loan data v3', 'GET', '/api/CreditBureau/v3/LoanData');
api('credit bureau: ids', 'GET', '/api/CreditBureau/LoanIds');
api('credit bureau: deletion data', 'GET', '/api/CreditBureau/DeletionData');
api('credit bureau: monitoring', 'GET', '/api/CreditBureau/Monitoring');
api('credit bureau: triggers', 'POST', '/api/CreditBureau/Triggers');
api('External/GetFinanceUserData', 'GET', '/api/External/GetFinanceUserData');
api('internal: loan data for a scoring system', 'GET', '/api/internal/Scoring/LoanData/{id}');
api('internal: call-centre queues', 'GET', '/api/internal/CallCenter/Queues');
api('internal: saving a next call', 'POST', '/api/internal/CallCenter/NextCall');
api('internal: registering a call', 'POST', '/api/internal/CallCenter/RegisterCall');
api('internal: autologin SMS global option (PUT)', 'PUT', '/api/internal/AutologinSms/GlobalOption');
api('internal: documents', 'GET', '/api/internal/Documents/{id}');
api('internal: credit history', 'GET', '/api/internal/CreditHistory/{id}');
api('internal: partner info', 'GET', '/api/internal/PartnerInfo');

section = '7.3 Client API';
client('Account/AdditionalInfo', 'GET', '/client-api/Account/AdditionalInfo');
client('Account/ConfirmEmail', 'POST', '/client-api/Account/ConfirmEmail');
client('Account/CrossAuth', 'POST', '/client-api/Account/CrossAuth');
client('Account/PasswordRestore/ValidateCode', 'POST', '/client-api/Account/PasswordRestore/ValidateCode');
client('Account/Registration/Inn', 'POST', '/client-api/Account/Registration/Inn');
client('Account/Registration/Passport', 'POST', '/client-api/Account/Registration/Passport');
client('Account/RegistrationAddress', 'POST', '/client-api/Account/RegistrationAddress');
client('Account/RegistrationCalculator', 'POST', '/client-api/Account/RegistrationCalculator');
client('Account/StartRegistration', 'GET', '/client-api/Account/StartRegistration');
client('Account/UserProfile/Inn', 'GET', '/client-api/Account/UserProfile/Inn');
client('Account/Worksheet (GET)', 'GET', '/client-api/Account/Worksheet');
client('Agreement', 'GET', '/client-api/Agreement');
client('Agreement/List', 'GET', '/client-api/Agreement/List');
client('Analytics/Send', 'POST', '/client-api/Analytics/Send');
client('Calculator/DefaultSettings', 'GET', '/client-api/Calculator/DefaultSettings');
client('Calculator/RegistrationCalculator', 'GET', '/client-api/Calculator/RegistrationCalculator');
client('Info/DefaultCalcSettings', 'GET', '/client-api/Info/DefaultCalcSettings');
client('Info/PendingImage', 'GET', '/client-api/Info/PendingImage');
client('Info/Settings', 'GET', '/client-api/Info/Settings');
client('LoanRequest (GET)', 'GET', '/client-api/LoanRequest');
client('LoanRequest (POST)', 'POST', '/client-api/LoanRequest');
client('Loans/{id}/FullStatus', 'GET', '/client-api/Loans/{id}/FullStatus');
client('Loans/{id}/Status', 'GET', '/client-api/Loans/{id}/Status');
client('Loans/PaymentMethodAdditionalServiceUpdate', 'POST', '/client-api/Loans/PaymentMethodAdditionalServiceUpdate');
client('SBP/Banks', 'GET', '/client-api/SBP/Banks');
client('SBP/Banks/Logo/{id}', 'GET', '/client-api/SBP/Banks/Logo/{id}');
client('SBP/User (GET)', 'GET', '/client-api/SBP/User');
client('SBP/User (POST)', 'POST', '/client-api/SBP/User');
client('SiteMaterials', 'POST', '/client-api/SiteMaterials');
client('UserDataChange', 'POST', '/client-api/UserDataChange');

section = '7.4 Call-back request';
api('info phone call-back help call (body Phone, Name, Question, CaptchaToken; x-nonceid)', 'POST', '/api/Info/PhoneCallbackHelp');

export const specCalls: readonly SpecCall[] = calls;
