// Legal requisites: Info/Requisites and the requisite block of /o-kompanii (footer link scrolls to it).
import type { Brand } from './brand';

export function requisites(b: Brand): [string, string][] {
  return [
    ['Полное наименование', b.fullLegalName],
    ['Сокращённое наименование', b.legalName],
    ['ИНН', b.inn],
    ['КПП', b.kpp],
    ['ОГРН', b.ogrn],
    ['ОКПО', b.okpo],
    ['Регистрационный номер записи в государственном реестре МФО', `${b.registryNumber} от ${b.registryDate}`],
    ['Юридический адрес', b.legalAddress],
    ['Почтовый адрес', b.postAddress],
    ['Банк', b.bankName],
    ['БИК', b.bik],
    ['Корреспондентский счёт', b.correspondentAccount],
    ['Расчётный счёт', b.settlementAccount],
    ['Генеральный директор', b.director],
    ['Членство в СРО', b.sro],
    ['Телефон', `${b.phone} (звонок бесплатный)`],
    ['Электронная почта', b.email],
  ];
}
