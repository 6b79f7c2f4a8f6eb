// Tables of the info module: site content per tenant, written by the seed from server/content.
import type { Generated } from 'kysely';

export interface InfoTables {
  /** JSON values by key: settings, contacts, footer, company, calculator, requisites, content hash. */
  info_setting: { tenant: string; key: string; value: string };
  /** SiteMaterials pages; `path_key` is the lower-cased path, so /faq finds /Faq. */
  info_page: { tenant: string; path_key: string; path: string; title: string; meta_description: string; content: string };
  info_faq_section: { id: Generated<number>; tenant: string; title: string; sort: number };
  info_faq_item: { id: Generated<number>; section_id: number; question: string; answer_html: string; sort: number };
  info_news: {
    id: Generated<number>;
    tenant: string;
    slug: string;
    title: string;
    preview: string;
    content_html: string;
    published_at: string;
    image_url: string | null;
    is_promotion: number;
  };
  info_document: { tenant: string; slug: string; name: string; in_footer: number; content: string; position: number };
  info_sbp_bank: { id: string; name: string; color: string; initials: string; sort: number };
}
