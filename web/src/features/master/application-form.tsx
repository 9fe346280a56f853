import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { useClosingConfirmation } from '../../lib/closing-confirmation';
import { haptics } from '../../lib/haptics';
import { LIMITS, normalizePhone, phoneError, photoError, VALIDATION_TEXTS } from '../../lib/validation';
import { AddressPicker } from '../../ui/address-picker';
import { Button, LinkButton } from '../../ui/button';
import { FieldMessage, FieldProblem, Label, TextAreaField, TextField } from '../../ui/field';
import { Card, Hint, Row, Title } from '../../ui/layout';
import { SearchableMultiSelect } from '../../ui/searchable-multi-select';
import { useToast } from '../../ui/toast';
import {
  EMPTY_APPLICATION,
  validateApplication,
  type ApplicationErrors,
  type ApplicationValues,
} from './application-values';
import { submitApplication, type ApplicationPayload } from './submit-contract';
import { MASTER_TEXTS } from './texts';
import { LocationAction } from '../../ui/location-action';
import type { LocationSource } from '../../lib/location';

export const ApplicationCategoriesQuery = graphql(`
  query ApplicationCategories {
    categories {
      id
      name
      description
    }
  }
`);

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Preview = styled.img`
  width: 96px;
  height: 96px;
  object-fit: cover;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.separator};
`;

// visually hidden: the 'Выбрать фото' button opens it
const HiddenFile = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;

interface Props {
  onSubmitted(): void;
  // where the current location comes from (Telegram's location manager unless a test gives another)
  locationSource?: LocationSource;
}

// docs/product.md §2 /master/apply form 'Заявка мастера': sent as multipart so the optional photo goes along.
export function ApplicationForm({ onSubmitted, locationSource }: Props) {
  const categories = useQuery(ApplicationCategoriesQuery);
  const { toast } = useToast();
  const [values, setValues] = useState<ApplicationValues>(EMPTY_APPLICATION);
  const [touched, setTouched] = useState(false);
  const [phoneBlurred, setPhoneBlurred] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const errors = useMemo(() => validateApplication(values), [values]);
  // before the first submit only the photo is checked at once (it is refused as soon as it is picked)
  const shown: ApplicationErrors = touched ? errors : { photo: errors.photo };
  const dirty = values !== EMPTY_APPLICATION;
  useClosingConfirmation(dirty && !submitting);

  // no preview where object URLs are missing (old WebViews)
  const previewUrl = useMemo(
    () =>
      values.photo && !errors.photo && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(values.photo)
        : null,
    [values.photo, errors.photo],
  );
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const set = <K extends keyof ApplicationValues>(key: K, value: ApplicationValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    set('photo', file);
    if (photoError(file)) haptics.error();
  };

  const clearPhoto = () => {
    set('photo', null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length > 0 || !values.address.cityId) {
      haptics.error();
      return;
    }
    const payload: ApplicationPayload = {
      name: values.name,
      phone: values.phone,
      description: values.description,
      categoryIds: values.categoryIds,
      cityId: values.address.cityId,
      districtIds: values.address.allDistricts ? [] : values.address.districtIds,
      photo: values.photo,
      location: values.point ? { ...values.point, address: values.pointAddress.trim() } : null,
    };
    setSubmitting(true);
    const outcome = await submitApplication(payload);
    setSubmitting(false);
    if (outcome.kind === 'submitted') {
      haptics.success();
      toast({ title: MASTER_TEXTS.submittedTitle, description: MASTER_TEXTS.submittedText });
      onSubmitted();
      return;
    }
    haptics.error();
    if (outcome.kind === 'invalid') {
      toast({ title: MASTER_TEXTS.validationTitle, description: outcome.messages.join('\n'), variant: 'destructive' });
    } else if (outcome.kind === 'refused') {
      toast({
        title: MASTER_TEXTS.errorTitle,
        description: outcome.message || MASTER_TEXTS.sendRefused,
        variant: 'destructive',
      });
    } else {
      toast({ title: MASTER_TEXTS.errorTitle, description: MASTER_TEXTS.networkHint, variant: 'destructive' });
    }
  };

  const phoneValid = values.phone !== '' && !phoneError(values.phone, true);

  return (
    <Card>
      <Title>{MASTER_TEXTS.formTitle}</Title>
      <Form onSubmit={submit} noValidate>
        <TextField
          label={MASTER_TEXTS.nameLabel}
          required
          autoComplete="name"
          value={values.name}
          maxLength={100}
          disabled={submitting}
          error={shown.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextField
          label={MASTER_TEXTS.phoneLabel}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={MASTER_TEXTS.phonePlaceholder}
          value={values.phone}
          disabled={submitting}
          // docs/product.md §5 short form, once the field is left or the form was sent
          error={shown.phone ?? (phoneBlurred ? phoneError(values.phone, true) : null)}
          onBlur={() => setPhoneBlurred(true)}
          success={phoneValid ? VALIDATION_TEXTS.formatValid : null}
          onChange={(event) => set('phone', normalizePhone(event.target.value))}
        />
        <SearchableMultiSelect
          label={MASTER_TEXTS.categoriesLabel}
          required
          options={categories.data?.categories ?? []}
          selected={values.categoryIds}
          max={LIMITS.applicationCategoriesMax}
          onChange={(ids) => set('categoryIds', ids)}
          placeholder={MASTER_TEXTS.categoriesPlaceholder}
          emptyText={categories.error && !categories.data ? MASTER_TEXTS.categoriesError : MASTER_TEXTS.categoriesEmpty}
          counter={(count, max) =>
            MASTER_TEXTS.categoriesChosen({ count, max: max ?? LIMITS.applicationCategoriesMax })
          }
          disabled={submitting}
          error={categories.error && !categories.data ? MASTER_TEXTS.categoriesError : shown.categories}
        />
        <TextAreaField
          label={MASTER_TEXTS.descriptionLabel}
          value={values.description}
          maxLength={LIMITS.applicationDescriptionMax}
          counter={MASTER_TEXTS.descriptionCounter({ length: values.description.length })}
          disabled={submitting}
          onChange={(event) => set('description', event.target.value)}
        />
        <div>
          <Label as="div">{MASTER_TEXTS.photoLabel}</Label>
          <Row style={{ flexWrap: 'wrap' }}>
            {previewUrl && <Preview src={previewUrl} alt={MASTER_TEXTS.photoLabel} />}
            <Button $variant="secondary" disabled={submitting} onClick={() => fileInput.current?.click()}>
              {MASTER_TEXTS.photoChoose}
            </Button>
            {values.photo && (
              <LinkButton disabled={submitting} onClick={clearPhoto}>
                {MASTER_TEXTS.photoRemove}
              </LinkButton>
            )}
          </Row>
          <HiddenFile
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/gif"
            aria-label={MASTER_TEXTS.photoLabel}
            tabIndex={-1}
            onChange={choosePhoto}
          />
          {shown.photo ? (
            <FieldProblem>{shown.photo}</FieldProblem>
          ) : (
            <Hint>{values.photo ? values.photo.name : MASTER_TEXTS.photoHint}</Hint>
          )}
        </div>
        <div>
          <AddressPicker
            mode="multi"
            required
            value={values.address}
            onChange={(address) => set('address', address)}
            disabled={submitting}
          />
          {shown.city && <FieldMessage $tone="error">{shown.city}</FieldMessage>}
        </div>
        <LocationAction
          value={values.point}
          onChange={(point) => set('point', point)}
          hint={MASTER_TEXTS.locationHint}
          source={locationSource}
        />
        {values.point && (
          <TextField
            label={MASTER_TEXTS.pointAddressLabel}
            required
            value={values.pointAddress}
            maxLength={500}
            disabled={submitting}
            error={shown.pointAddress}
            onChange={(event) => set('pointAddress', event.target.value)}
          />
        )}
        <Button type="submit" $block disabled={submitting}>
          {submitting ? MASTER_TEXTS.submitting : MASTER_TEXTS.submit}
        </Button>
      </Form>
    </Card>
  );
}
