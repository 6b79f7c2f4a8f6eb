// An address as one line for reading (the profile): post code, region, city (left out when it only
// repeats the region: «г. Москва, Москва»), street, house, building, flat. A part typed or picked
// with its own marker («д 7», «кв. 15») is not marked twice (issue 28: «д. д 7»).
export interface AddressParts {
  PostCode?: string | null;
  Region?: string | null;
  City?: string | null;
  Street?: string | null;
  House?: string | null;
  Building?: string | null;
  Flat?: string | null;
}

/** «г. Москва», «г Москва», «Москва» → «москва»: a place's name without its type. */
const placeName = (value: string) => value.trim().replace(/^(г\.?|город)\s+/i, '').toLowerCase();

/** «д 7», «д. 7», «дом 7» and «7» all give «д. 7». */
const marked = (marker: string, words: RegExp) => (value: string | null | undefined) => {
  const bare = value?.trim().replace(words, '').trim();
  return bare ? `${marker} ${bare}` : null;
};
const house = marked('д.', /^(дом|д\.?)\s*/i);
const building = marked('корп.', /^(корпус|корп\.?|к\.?)\s*/i);
const flat = marked('кв.', /^(квартира|кв\.?)\s*/i);

export function formatAddress(address: AddressParts): string {
  const region = address.Region?.trim() || null;
  const city = address.City?.trim() || null;
  const sameAsRegion = region !== null && city !== null && placeName(region) === placeName(city);
  return [address.PostCode?.trim() || null, region, sameAsRegion ? null : city, address.Street?.trim() || null, house(address.House), building(address.Building), flat(address.Flat)]
    .filter((part): part is string => Boolean(part))
    .join(', ');
}
