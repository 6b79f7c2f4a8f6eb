// The loan contract as a PDF (GET /api/Loans/{id}/Contract): the same individual terms as the
// HTML agreement (agreement.ts), set in DejaVu Sans, embedded as a subset, so Cyrillic and «₽»
// print on any reader without the fonts installed.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { UserRow } from '../accounts';
import { agreementTerms, agreementTitle, ruDate } from './agreement';
import type { LoanRow } from './service';

const require = createRequire(import.meta.url);
const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export function contractPdf(loan: LoanRow, user: UserRow, today: string): Promise<Buffer> {
  const title = agreementTitle(loan);
  // Fixed dates keep one loan's contract byte-identical from one download to the next.
  const created = new Date(loan.issued_at ?? loan.created_at);
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: 'Личный кабинет', CreationDate: created, ModDate: created } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font(BOLD).fontSize(16).text(title);
  doc.moveDown(0.5).font(REGULAR).fontSize(12).text('Индивидуальные условия');
  doc.moveDown(0.5).fontSize(11);
  for (const [name, value] of agreementTerms(loan, user, today)) {
    doc.font(BOLD).text(`${name}: `, { continued: true }).font(REGULAR).text(value);
  }
  doc.moveDown();
  doc.fontSize(9).text(
    loan.issued_at
      ? `Подписан заёмщиком простой электронной подписью (код из SMS) ${ruDate(loan.issued_at)}.`
      : 'Проект договора: вступает в силу после подписания кодом из SMS.',
  );
  doc.end();
  return done;
}
