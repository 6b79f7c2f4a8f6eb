import { describe, expect, it } from 'vitest';
import { formatAddress } from './address';

describe('formatAddress', () => {
  it('says the city once when it repeats the region, and marks the house once (issue 28)', () => {
    expect(formatAddress({ PostCode: '125009', Region: 'Москва', City: 'Москва', Street: 'ул Тверская', House: 'д 7', Flat: '15' })).toBe('125009, Москва, ул Тверская, д. 7, кв. 15');
    expect(formatAddress({ PostCode: '101000', Region: 'г. Москва', City: 'Москва', Street: 'ул. Мясницкая', House: '1', Flat: '10' })).toBe('101000, г. Москва, ул. Мясницкая, д. 1, кв. 10');
  });

  it('keeps a city other than the region, the building, and leaves out what is missing', () => {
    expect(formatAddress({ Region: 'Московская обл', City: 'Химки', Street: 'ул Ленина', House: 'дом 3', Building: 'корп. 2', Flat: 'кв. 8' })).toBe('Московская обл, Химки, ул Ленина, д. 3, корп. 2, кв. 8');
    expect(formatAddress({ Region: 'г. Санкт-Петербург', City: '', Street: 'Невский пр-кт', House: '1' })).toBe('г. Санкт-Петербург, Невский пр-кт, д. 1');
  });
});
