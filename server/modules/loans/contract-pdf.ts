// The loan's documents as PDF: the contract (GET /api/Loans/{id}/Contract) with the same
// individual terms as the HTML agreement (agreement.ts), and each prolongation's additional
// agreement. Set in DejaVu Sans, embedded as a subset, so Cyrillic and «₽» print on any reader
// without the fonts installed.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { UserRow } from '../accounts';
import { agreementTerms, agreementTitle, percent, ratePerAnnumAndDay, rub, ruMoscowDate, type Contract } from './agreement';
import { CHARGES_CAP_PERCENT } from './accrual';

const require = createRequire(import.meta.url);
const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface PdfDocument {
  title: string;
  subtitle: string;
  rows: [string, string][];
  paragraphs?: string[];
  /** The signature line (or why there is none yet). */
  footer: string;
  /** Fixed dates keep one document byte-identical from one download to the next. */
  created: Date;
  /** Drawn on the first page before the title (the contract's frames and the conditions before its table). */
  head?: (doc: PDFKit.PDFDocument) => void;
}

export function documentPdf({ title, subtitle, rows, paragraphs = [], footer, created, head }: PdfDocument): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: 'Личный кабинет', CreationDate: created, ModDate: created } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  head?.(doc);
  doc.font(BOLD).fontSize(16).text(title);
  doc.moveDown(0.5).font(REGULAR).fontSize(12).text(subtitle);
  doc.moveDown(0.5).fontSize(11);
  for (const [name, value] of rows) {
    doc.font(BOLD).text(`${name}: `, { continued: true }).font(REGULAR).text(value);
  }
  for (const p of paragraphs) doc.moveDown(0.5).font(REGULAR).fontSize(10).text(p);
  doc.moveDown();
  doc.fontSize(9).text(footer);
  doc.end();
  return done;
}

/** A side of each ПСК frame, in points: a square of at least 5 % of the A4 page (595 × 842 pt). */
const FRAME = 160;
const FRAME_GAP = 8;

/**
 * The top of the contract's first page in the Bank of Russia's form of the individual conditions:
 * the full cost of credit in percent per year and in roubles, each in a square frame in the top
 * right corner, in capitals, black on white (353-FZ art. 6 part 1.1); then, before the table, the
 * condition of the 130 % cap (art. 5 part 24) and the rate per annum and per day.
 */
function contractHead({ loan, offer }: Contract) {
  return (doc: PDFKit.PDFDocument) => {
    const right = doc.page.width - doc.page.margins.right;
    const top = doc.page.margins.top;
    const frames: [string, string][] = offer
      ? [
          ['ПОЛНАЯ СТОИМОСТЬ ЗАЙМА', `${percent(offer.Psk, 3)} ГОДОВЫХ`],
          ['ПОЛНАЯ СТОИМОСТЬ ЗАЙМА В ДЕНЕЖНОМ ВЫРАЖЕНИИ', rub(offer.PskAmount ?? offer.Total - offer.Amount).toUpperCase()],
        ]
      : [];
    frames.forEach(([label, value], i) => {
      const x = right - (frames.length - i) * FRAME - (frames.length - 1 - i) * FRAME_GAP;
      doc.lineWidth(1.5).rect(x, top, FRAME, FRAME).stroke('#000000');
      doc.fillColor('#000000').font(BOLD).fontSize(9).text(label, x + 8, top + 12, { width: FRAME - 16, align: 'center' });
      doc.font(BOLD).fontSize(18).text(value, x + 8, top + 70, { width: FRAME - 16, align: 'center' });
    });
    const left = doc.page.margins.left;
    doc.x = left;
    doc.y = top + (frames.length ? FRAME + 16 : 0);
    const width = right - left;
    doc.font(REGULAR).fontSize(10).text(
      `После того как сумма начисленных процентов, неустойки (штрафа, пени), иных мер ответственности по договору и платежей за услуги, оказываемые кредитором заёмщику за отдельную плату, достигнет ${CHARGES_CAP_PERCENT}\u00a0% суммы предоставленного займа, их начисление прекращается (часть 24 статьи 5 Федерального закона «О потребительском кредите (займе)»).`,
      left,
      doc.y,
      { width },
    );
    doc.moveDown(0.5).font(BOLD).fontSize(11).text(`Процентная ставка: ${ratePerAnnumAndDay(loan)}`, { width });
    doc.moveDown(1);
  };
}

export function contractPdf(contract: Contract, user: UserRow): Promise<Buffer> {
  const { loan } = contract;
  return documentPdf({
    title: agreementTitle(loan),
    subtitle: 'Индивидуальные условия',
    rows: agreementTerms(contract, user),
    footer: loan.issued_at
      ? `Подписан заёмщиком простой электронной подписью (код из SMS) ${ruMoscowDate(loan.issued_at)}.`
      : 'Проект договора: вступает в силу после подписания кодом из SMS.',
    created: new Date(loan.issued_at ?? loan.created_at),
    head: contractHead(contract),
  });
}
