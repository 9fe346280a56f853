// Master applications (contracts): the texts, statuses and shapes both sides share. The master's own
// application: contracts-master.ts; the admin's review: contracts-admin.ts; the form's checks:
// contract-input.ts; what leaving the working set does to open offers: contract-offers.ts.
import type { ContractStatus, Language, Prisma } from '../db/generated/prisma/client';
import { PHONE_TEXTS } from './validation';

export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  pending: 'Ожидает проверки',
  approved: 'Подтверждена',
  verified: 'Верифицирована',
  rejected: 'Отклонена',
};

// the same in Uzbek (Latin script)
export const CONTRACT_STATUS_LABELS_UZ: Record<ContractStatus, string> = {
  pending: 'Tekshiruv kutilmoqda',
  approved: 'Tasdiqlandi',
  verified: 'Tekshiruvdan oʻtdi',
  rejected: 'Rad etildi',
};

export const CONTRACT_TEXTS = {
  // SPEC §8 "Application" defaults
  submitFailed: 'Произошла ошибка при отправке заявки',
  deleteFailed: 'Произошла ошибка при удалении заявки',
  categoriesFailed: 'Произошла ошибка при получении категорий',
  deleteRefused: 'Не удалось удалить заявку',
  sendRefused: 'Не удалось отправить заявку',
  validation: 'Ошибка валидации',
  loadFailed: 'Ошибка при получении данных',
  // SPEC §5 "Master application"
  phoneInvalid: PHONE_TEXTS.invalidShort,
  categoriesRequired: 'Выберите хотя бы одну категорию услуг',
  cityRequired: 'Пожалуйста, выберите город',
  // texts SPEC leaves open
  nameRequired: 'Введите имя',
  nameTooLong: 'Имя не должно превышать 100 символов',
  phoneRequired: 'Введите номер телефона',
  categoriesTooMany: 'Можно выбрать не больше 5 категорий',
  categoryUnknown: 'Выбранная категория недоступна',
  cityUnknown: 'Город не найден',
  districtsWrongCity: 'Район не относится к выбранному городу',
  descriptionTooLong: 'Описание не должно превышать 200 символов',
  locationTogether: 'Широта, долгота и адрес указываются только вместе',
  latitudeInvalid: 'Неверная широта',
  longitudeInvalid: 'Неверная долгота',
  addressTooLong: 'Адрес не должен превышать 255 символов',
  submitted: 'Заявка отправлена на проверку: ожидайте до 3х дней, обычно в течении дня',
  alreadyExists: 'У вас уже есть заявка. Чтобы отправить новую, сначала удалите текущую',
  notFound: 'Заявка не найдена',
  archived: 'Заявка удалена',
  busy: 'Нельзя удалить заявку, пока у вас есть задача в работе. Сначала завершите или отмените её',
  // admin
  updated: 'Заявка обновлена',
  approved: 'Заявка подтверждена',
  verified: 'Заявка верифицирована',
  rejected: 'Заявка отклонена',
  reasonTooLong: 'Причина не должна превышать 500 символов',
  statusInvalid: 'Неизвестный статус заявки',
  archivedReadOnly: 'Заявка удалена мастером, изменить её нельзя',
  masterBusy: 'У мастера есть задача в работе: сначала переназначьте или закройте её',
  cannotApprove: 'Подтвердить можно только заявку, ожидающую проверки или отклонённую',
  cannotVerify: 'Верифицировать можно только заявку, ожидающую проверки или подтверждённую',
  cannotReject: 'Заявка уже отклонена',
} as const;

export const CONTRACT_INCLUDE = {
  city: true,
  categories: { include: { category: true }, orderBy: { categoryId: 'asc' } },
  districts: { include: { district: true }, orderBy: { districtId: 'asc' } },
} satisfies Prisma.ContractInclude;

export const ADMIN_CONTRACT_INCLUDE = { ...CONTRACT_INCLUDE, user: true } satisfies Prisma.ContractInclude;

export type ContractWithRefs = Prisma.ContractGetPayload<{ include: typeof CONTRACT_INCLUDE }>;
export type AdminContract = Prisma.ContractGetPayload<{ include: typeof ADMIN_CONTRACT_INCLUDE }>;

export function contractStatusLabel(status: ContractStatus, language: Language = 'ru'): string {
  return (language === 'uz' ? CONTRACT_STATUS_LABELS_UZ : CONTRACT_STATUS_LABELS)[status];
}
