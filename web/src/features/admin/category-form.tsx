// A category's form (name and description in Russian and in Uzbek, keywords, order, on/off) and the input
// the server takes from it.
import { useState, type FormEvent } from 'react';
import { CheckboxRow } from '../../ui/checkbox-list';
import { TextAreaField, TextField } from '../../ui/field';
import { Card } from '../../ui/layout';
import { FormButtons, type FieldErrors } from './admin-actions';
import { KeywordsInput } from './keywords-input';
import { ADMIN_TEXTS } from './texts';

export interface CategoryValues {
  name: string;
  description: string;
  // what Uzbek users read (empty: the Russian)
  nameUz: string;
  descriptionUz: string;
  sortOrder: string;
  isActive: boolean;
  keywords: string[];
}

export const EMPTY_CATEGORY: CategoryValues = {
  name: '',
  description: '',
  nameUz: '',
  descriptionUz: '',
  sortOrder: '0',
  isActive: true,
  keywords: [],
};

interface FormProps {
  initial: CategoryValues;
  busy: boolean;
  errors: FieldErrors;
  onSubmit(values: CategoryValues): void;
  onCancel(): void;
}

export function CategoryForm({ initial, busy, errors, onSubmit, onCancel }: FormProps) {
  const [values, setValues] = useState(initial);
  const set = <K extends keyof CategoryValues>(key: K, value: CategoryValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <Card as="form" onSubmit={submit} noValidate>
      <TextField
        label={ADMIN_TEXTS.title}
        required
        value={values.name}
        maxLength={100}
        error={errors.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <TextAreaField
        label={ADMIN_TEXTS.description}
        value={values.description}
        maxLength={1000}
        counter={`${values.description.length}/1000`}
        error={errors.description}
        onChange={(event) => set('description', event.target.value)}
      />
      <TextField
        label={ADMIN_TEXTS.titleUz}
        lang="uz"
        value={values.nameUz}
        maxLength={100}
        error={errors.nameUz}
        onChange={(event) => set('nameUz', event.target.value)}
      />
      <TextAreaField
        label={ADMIN_TEXTS.descriptionUz}
        lang="uz"
        value={values.descriptionUz}
        maxLength={1000}
        counter={`${values.descriptionUz.length}/1000`}
        error={errors.descriptionUz}
        onChange={(event) => set('descriptionUz', event.target.value)}
      />
      <KeywordsInput
        value={values.keywords}
        onChange={(keywords) => set('keywords', keywords)}
        error={errors.keywords}
        disabled={busy}
      />
      <TextField
        label={ADMIN_TEXTS.sortOrder}
        type="number"
        inputMode="numeric"
        value={values.sortOrder}
        error={errors.sortOrder}
        onChange={(event) => set('sortOrder', event.target.value)}
      />
      <CheckboxRow style={{ padding: '4px 0' }}>
        <input type="checkbox" checked={values.isActive} onChange={(event) => set('isActive', event.target.checked)} />
        {ADMIN_TEXTS.isActiveLabel}
      </CheckboxRow>
      <FormButtons busy={busy} onCancel={onCancel} />
    </Card>
  );
}

// a saved category as the form's values: the Russian texts as written (its `name` and `description` come
// in the viewer's language)
export function initialOf(category: {
  nameRu: string;
  descriptionRu: string;
  nameUz: string;
  descriptionUz: string;
  sortOrder: number;
  isActive: boolean;
  keywords: readonly string[];
}): CategoryValues {
  return {
    name: category.nameRu,
    description: category.descriptionRu,
    nameUz: category.nameUz,
    descriptionUz: category.descriptionUz,
    sortOrder: String(category.sortOrder),
    isActive: category.isActive,
    keywords: [...category.keywords],
  };
}

// the Uzbek texts go only when the admin changed them
export function inputOf(values: CategoryValues, initial: CategoryValues = EMPTY_CATEGORY) {
  const sortOrder = Number(values.sortOrder);
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    ...(values.nameUz !== initial.nameUz ? { nameUz: values.nameUz.trim() } : {}),
    ...(values.descriptionUz !== initial.descriptionUz ? { descriptionUz: values.descriptionUz.trim() } : {}),
    keywords: values.keywords,
    isActive: values.isActive,
    sortOrder: values.sortOrder.trim() === '' || !Number.isFinite(sortOrder) ? 0 : Math.trunc(sortOrder),
  };
}
