// Address suggestions (DaData's suggestion shape; the sandbox serves it at /sandbox/dadata/suggest).
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

export interface Suggestion {
  value: string;
  data: { postal_code?: string | null; region?: string | null; city?: string | null; street?: string | null; house?: string | null };
}

export const ADDRESS_NOT_PICKED = 'Выберите адрес из подсказок';

export function addressError(a: AddressValue): string | null {
  if (a.query.trim() === '') return 'Value is required';
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

export async function fetchSuggestions(apiHost: string, query: string, signal: AbortSignal): Promise<Suggestion[]> {
  const url = `${apiHost.replace(/\/+$/, '')}/sandbox/dadata/suggest?${new URLSearchParams({ query, count: '5' }).toString()}`;
  const response = await fetch(url, { signal });
  if (!response.ok) return [];
  const body = (await response.json()) as { suggestions?: Suggestion[] };
  return body.suggestions ?? [];
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
