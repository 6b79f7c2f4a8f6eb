// The loan's documents as PDF: the contract (GET /api/Loans/{id}/Contract) with the same
// individual terms as the HTML agreement (agreement.ts), and each prolongation's additional
// agreement. Set in DejaVu Sans, embedded as a subset, so Cyrillic and «₽» print on any reader
// without the fonts installed.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { UserRow } from '../accounts';
import { agreementTerms, agreementTitle, ruMoscowDate, type Contract } from './agreement';

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
}

export function documentPdf({ title, subtitle, rows, paragraphs = [], footer, created }: PdfDocument): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: 'Личный кабинет', CreationDate: created, ModDate: created } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
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
  });
}
