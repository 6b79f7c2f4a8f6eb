// Short names for the contract's schemas, for views and machines' injected actors.
import type { components as ApiComponents } from './generated/api';
import type { components as ClientApiComponents } from './generated/client-api';

export type ApiSchemas = ApiComponents['schemas'];
export type ClientApiSchemas = ClientApiComponents['schemas'];

export type SiteSettings = ApiSchemas['SiteSettings'];
export type StatusLoan = ApiSchemas['StatusLoan'];
export type Contacts = ApiSchemas['Contacts'];
export type FooterData = ApiSchemas['FooterData'];
export type CompanyInfo = ApiSchemas['CompanyInfo'];
export type FaqSection = ApiSchemas['FaqSection'];
export type NewsPage = ApiSchemas['NewsPage'];
export type NewsItem = ApiSchemas['NewsItem'];
export type RequisiteItem = ApiSchemas['RequisiteItem'];
export type CalculatorSettings = ApiSchemas['CalculatorSettings'];
export type SiteMaterials = ApiSchemas['SiteMaterials'];
export type CallbackRequest = ApiSchemas['CallbackRequest'];
export type UserProfile = ApiSchemas['UserProfile'];
export type Loan = ApiSchemas['Loan'];
export type Expense = ApiSchemas['Expense'];
export type NextPayment = ApiSchemas['NextPayment'];
export type AuthToken = ApiSchemas['AuthToken'];
export type AuthOnSiteUrl = ApiSchemas['AuthOnSiteUrl'];
export type CrossAuthToken = ApiSchemas['CrossAuthToken'];
export type ApplicationBlockInfo = ApiSchemas['ApplicationBlockInfo'];
export type ErrorBody = ApiSchemas['ErrorBody'];
export type SbpBank = ClientApiSchemas['SbpBank'];
