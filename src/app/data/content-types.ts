// Shapes of the public-content answers (openapi/api.yaml); replaced by the generated types
// when src/api lands.
export interface Link {
  Name: string;
  Url: string;
}
export interface StatusLoan {
  Id: number;
  State: number;
  Title: string;
  Action: string | null;
  Capabilities: string[];
}
export interface SiteSettings {
  ReCaptchaEnabled: boolean;
  EnableChristmasLights: boolean;
  LoanStatuses: StatusLoan[];
}
export interface Contacts {
  Phone: string;
  Email: string;
}
export interface FooterData {
  FooterMainContent: string;
  FooterAccountContent: string;
  LinkList: Link[];
}
export interface CompanyInfo {
  Name: string;
  LegalName: string;
  RegistryNumber?: string | null;
  Content: string;
}
export interface FaqSection {
  Id: number;
  Title: string;
  Items: { Id: number; Question: string; Answer: string }[];
}
export interface NewsSummary {
  Id: number;
  Name: string;
  Title: string;
  Preview: string;
  PublishedAt: string;
  ImageUrl: string | null;
  IsPromotion: boolean;
}
export interface NewsItem extends NewsSummary {
  Content: string;
}
export interface NewsPage {
  Items: NewsSummary[];
  Total: number;
  Page: number;
  PageSize: number;
}
export interface RequisiteItem {
  Name: string;
  Value: string;
}
export interface CalculatorSettings {
  MinAmount: number;
  MaxAmount: number;
  AmountStep: number;
  DefaultAmount: number;
  MinTerm: number;
  MaxTerm: number;
  TermStep: number;
  DefaultTerm: number;
  InterestRatePerDay: number;
}
export interface SiteMaterialBlock {
  Key: string;
  Title?: string | null;
  Content: string;
}
export interface SiteMaterials {
  Path: string;
  Title: string;
  MetaDescription: string;
  Blocks: SiteMaterialBlock[];
}
