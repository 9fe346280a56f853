// The master application's values, the empty form and docs/product.md §5's checks of it, one message per field.
import { applicationCategoriesError, applicationCityError, phoneError } from '../../lib/validation';
import { photoProblem } from '../../lib/photo-problem';
import type { GeoPoint } from '../../lib/location';
import { EMPTY_ADDRESS, type AddressValue } from '../../ui/address-picker';
import { MASTER_TEXTS } from './texts';

export interface ApplicationValues {
  name: string;
  phone: string;
  description: string;
  categoryIds: number[];
  address: AddressValue;
  photo: File | null;
  // the master's own point (Telegram's location manager) and its address: sent only together (docs/product.md §3)
  point: GeoPoint | null;
  pointAddress: string;
}

export const EMPTY_APPLICATION: ApplicationValues = {
  name: '',
  phone: '',
  description: '',
  categoryIds: [],
  address: EMPTY_ADDRESS,
  photo: null,
  point: null,
  pointAddress: '',
};

export type ApplicationErrors = Partial<
  Record<'name' | 'phone' | 'categories' | 'photo' | 'city' | 'pointAddress', string>
>;

// docs/product.md §5 "Master application", one message per field
export function validateApplication(values: ApplicationValues): ApplicationErrors {
  const errors: ApplicationErrors = {};
  if (!values.name.trim()) errors.name = MASTER_TEXTS.nameRequired;
  if (!values.phone) errors.phone = MASTER_TEXTS.phoneRequired;
  else {
    const phone = phoneError(values.phone, true);
    if (phone) errors.phone = phone;
  }
  const categories = applicationCategoriesError(values.categoryIds);
  if (categories) errors.categories = categories;
  const photo = photoProblem(values.photo);
  if (photo) errors.photo = photo;
  const city = applicationCityError(values.address.cityId);
  if (city) errors.city = city;
  if (values.point && !values.pointAddress.trim()) errors.pointAddress = MASTER_TEXTS.pointAddressRequired;
  return errors;
}
