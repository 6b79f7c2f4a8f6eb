// The text of a PDF page with where each run stands (pdfjs-dist, the reader Firefox uses), so a
// test can check what a document says and where: y grows downwards from the page's top edge.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PlacedText {
  str: string;
  x: number;
  y: number;
}

export async function pageText(pdf: Uint8Array, pageNumber = 1): Promise<{ width: number; height: number; items: PlacedText[] }> {
  const doc = await getDocument({ data: pdf, isEvalSupported: false, useSystemFonts: false }).promise;
  const page = await doc.getPage(pageNumber);
  const { width, height } = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items = content.items.flatMap((i) => ('str' in i && i.str.trim() ? [{ str: i.str, x: i.transform[4] as number, y: height - (i.transform[5] as number) }] : []));
  await doc.destroy();
  return { width, height, items };
}

/** The first run containing `text`; throws when there is none, naming what the page says. */
export function placeOf(items: readonly PlacedText[], text: string | RegExp): PlacedText {
  const found = items.find((i) => (typeof text === 'string' ? i.str.includes(text) : text.test(i.str)));
  if (!found) throw new Error(`«${String(text)}» is not on the page: ${items.map((i) => i.str).join(' | ')}`);
  return found;
}
