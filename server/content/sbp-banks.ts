// Banks of the fast payment system (public list of SBP members; the ids are NSPK member ids).
// Real bank names are fine here: they are not the lender.
export interface SbpBankSeed {
  id: string;
  name: string;
  /** Logo colours for the generated SVG. */
  color: string;
  initials: string;
}

export const sbpBanks: SbpBankSeed[] = [
  { id: '100000000111', name: 'Сбербанк', color: '#21a038', initials: 'СБ' },
  { id: '100000000004', name: 'Т-Банк', color: '#ffdd2d', initials: 'Т' },
  { id: '100000000005', name: 'Банк ВТБ', color: '#0a2896', initials: 'ВТБ' },
  { id: '100000000008', name: 'Альфа-Банк', color: '#ef3124', initials: 'А' },
  { id: '100000000001', name: 'Газпромбанк', color: '#004a97', initials: 'ГПБ' },
  { id: '100000000007', name: 'Райффайзенбанк', color: '#fee600', initials: 'Р' },
  { id: '100000000010', name: 'Промсвязьбанк', color: '#f26126', initials: 'ПСБ' },
  { id: '100000000013', name: 'Совкомбанк', color: '#0f4c81', initials: 'СК' },
  { id: '100000000012', name: 'Росбанк', color: '#e4002b', initials: 'РБ' },
  { id: '100000000016', name: 'Почта Банк', color: '#1c3f94', initials: 'ПБ' },
  { id: '100000000017', name: 'МТС Банк', color: '#e30611', initials: 'МТС' },
  { id: '100000000020', name: 'Россельхозбанк', color: '#007a3d', initials: 'РСХБ' },
  { id: '100000000018', name: 'ОТП Банк', color: '#52ae30', initials: 'ОТП' },
  { id: '100000000024', name: 'Хоум Банк', color: '#e41d2c', initials: 'ХБ' },
  { id: '100000000006', name: 'Ак Барс Банк', color: '#00a650', initials: 'АБ' },
  { id: '100000000273', name: 'Озон Банк', color: '#005bff', initials: 'О' },
  { id: '100000000150', name: 'Яндекс Банк', color: '#fc3f1d', initials: 'Я' },
  { id: '100000000026', name: 'Банк Уралсиб', color: '#2b3a8f', initials: 'УС' },
];

/** A round badge with the bank's initials: a stand-in logo, not the bank's trademark. */
export function bankLogoSvg(bank: SbpBankSeed): string {
  const light = ['#ffdd2d', '#fee600'].includes(bank.color);
  const size = bank.initials.length > 3 ? 15 : bank.initials.length > 2 ? 18 : 22;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${bank.name}">` +
    `<circle cx="32" cy="32" r="32" fill="${bank.color}"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="${size}" fill="${light ? '#1a1a1a' : '#ffffff'}">${bank.initials}</text>` +
    `</svg>`
  );
}
