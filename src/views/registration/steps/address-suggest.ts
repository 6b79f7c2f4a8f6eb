// The address step's value and its checks; suggestions come from src/api/address-suggest.
import type { Suggestion } from '../../../api/address-suggest';
import { REQUIRED } from '../../../domain/messages';

export type { Suggestion };

export interface AddressValue extends Record<string, unknown> {
  /** What the user typed or picked. */
  query: string;
  postCode: string;
  region: string;
  city: string;
  street: string;
  house: string;
  flat: string;
}

export const EMPTY_ADDRESS: AddressValue = { query: '', postCode: '', region: '', city: '', street: '', house: '', flat: '' };

export const ADDRESS_NOT_PICKED = 'Выберите адрес из подсказок';

export function addressError(a: AddressValue): string | null {
  if (a.query.trim() === '') return REQUIRED;
  return a.region && a.city && a.street && a.house ? null : ADDRESS_NOT_PICKED;
}

export function fromSuggestion(s: Suggestion, flat: string): AddressValue {
  return {
    query: s.value,
    postCode: s.data.postal_code ?? '',
    region: s.data.region ?? '',
    city: s.data.city ?? '',
    street: s.data.street ?? '',
    house: s.data.house ?? '',
    flat,
  };
}

/** The contract's Address; empty optional parts are left out. */
export function toContractAddress(a: AddressValue) {
  return {
    Region: a.region,
    City: a.city,
    Street: a.street,
    House: a.house,
    ...(a.postCode ? { PostCode: a.postCode } : {}),
    ...(a.flat.trim() ? { Flat: a.flat.trim() } : {}),
  };
}
