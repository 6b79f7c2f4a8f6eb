// Structured page content: the seed keeps it as data (title, lead, sections with headings,
// paragraphs, lists, links, tables) and the API renders it to the contract's HTML blocks.
export interface LinkItem {
  name: string;
  url: string;
}

export interface Section {
  key: string;
  heading?: string;
  paragraphs?: string[];
  list?: string[];
  /** Numbered steps instead of bullets. */
  ordered?: boolean;
  links?: LinkItem[];
  /** Two-column table rows (name, value), e.g. requisites. */
  table?: [string, string][];
  /** Paragraphs shown after the list or table. */
  after?: string[];
}

export interface Page {
  /** Route path as in requirements §2.1, e.g. '/HowGet' or '/city/moskva'. */
  path: string;
  title: string;
  metaDescription: string;
  lead: string;
  sections: Section[];
}

export interface ContentBlock {
  Key: string;
  Title: string | null;
  Content: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const paragraphs = (items: string[] = []) => items.map((p) => `<p>${escapeHtml(p)}</p>`).join('');

export function renderSection(section: Section): string {
  const parts = [paragraphs(section.paragraphs)];
  if (section.list?.length) {
    const tag = section.ordered ? 'ol' : 'ul';
    parts.push(`<${tag}>${section.list.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</${tag}>`);
  }
  if (section.links?.length) {
    const external = (url: string) => (/^(https?:)?\/\/|^\/docs\//.test(url) ? ' target="_blank" rel="noopener"' : '');
    parts.push(
      `<ul class="links">${section.links
        .map((l) => `<li><a href="${escapeHtml(l.url)}"${external(l.url)}>${escapeHtml(l.name)}</a></li>`)
        .join('')}</ul>`,
    );
  }
  if (section.table?.length) {
    parts.push(
      `<table><tbody>${section.table
        .map(([name, value]) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
        .join('')}</tbody></table>`,
    );
  }
  parts.push(paragraphs(section.after));
  return parts.join('');
}

export function renderBlocks(page: Page): ContentBlock[] {
  return [
    { Key: 'lead', Title: null, Content: `<p>${escapeHtml(page.lead)}</p>` },
    ...page.sections.map((s) => ({ Key: s.key, Title: s.heading ?? null, Content: renderSection(s) })),
  ];
}
