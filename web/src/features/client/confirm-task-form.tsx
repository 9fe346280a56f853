import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useClosingConfirmation } from '../../lib/closing-confirmation';
import { errorMessage, reportTransientFailure } from '../../lib/errors';
import { haptics } from '../../lib/haptics';
import { categoryError, isContactComplete, LIMITS, usernameForServer } from '../../lib/validation';
import { AddressPicker, EMPTY_ADDRESS, type AddressValue } from '../../ui/address-picker';
import { Button, ButtonRow } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { TextAreaField, TextField } from '../../ui/field';
import { ErrorBox, Hint } from '../../ui/layout';
import { LocationAction } from '../../ui/location-action';
import { PriceRangeLater } from '../../ui/price-range-later';
import type { GeoPoint, LocationSource } from '../../lib/location';
import { SearchableSelect } from '../../ui/searchable-select';
import type { DetectionSummary } from './client-flow';
import { ContactInput, EMPTY_CONTACT, type ContactValue } from './contact-input';
import { DetectionBanner } from './detection-banner';
import { TASK_FORM_TEXTS } from './form-texts';
import { PhotoPicker, type PickedPhoto } from './photo-picker';
import { DEFAULT_WHEN, isWhenComplete, whenInput, WhenPicker, type WhenValue } from './when-picker';
import { CLIENT_TEXTS } from './texts';

export const TaskCategoriesQuery = graphql(`
  query TaskCategories {
    categories {
      id
      name
      description
    }
  }
`);

export const LastAddressQuery = graphql(`
  query LastAddress {
    lastAddress {
      cityId
      districtId
      phone
    }
  }
`);

export const CreateTaskMutation = graphql(`
  mutation CreateTask($input: TaskInput!, $intakeToken: String) {
    createTask(input: $input, intakeToken: $intakeToken) {
      __typename
      ... on MutationCreateTaskSuccess {
        data {
          id
          status
          hasReview
          cancelStep
          active
          ...ActiveTaskCard_Task
        }
      }
      ... on ActiveTaskExistsError {
        task {
          id
          status
          hasReview
          cancelStep
          active
          ...ActiveTaskCard_Task
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

interface Props {
  description: string;
  detectedCategoryId: number | null;
  // what detection said (the banner); absent: the category field alone, as before
  detection?: DetectionSummary | null;
  onCreated(taskId: number): void;
  // docs/product.md §4: the server refused because a task is active; that task is shown
  onActiveExists(taskId: number): void;
  onCancel(): void;
  // where the current location comes from (Telegram's location manager unless a test gives another)
  locationSource?: LocationSource;
  // the form was filled from a group reply's link (docs/product.md §13): sent with the task
  intakeToken?: string | null;
  // "Позвать снова": the former master offered the task alone first (docs/product.md §12)
  preferredMaster?: { contractId: number; name: string } | null;
}

// docs/product.md §2 "Task confirmation form": category, address, contact, then the task goes to masters.
export function ConfirmTaskForm({
  description,
  detectedCategoryId,
  detection = null,
  onCreated,
  onActiveExists,
  onCancel,
  locationSource,
  intakeToken = null,
  preferredMaster = null,
}: Props) {
  const { data, error: loadError } = useQuery(TaskCategoriesQuery);
  const last = useQuery(LastAddressQuery, { fetchPolicy: 'network-only' });
  const [createTask, { loading: submitting }] = useMutation(CreateTaskMutation);
  const [categoryId, setCategoryId] = useState<number | null>(detectedCategoryId);
  const [address, setAddress] = useState<AddressValue>(EMPTY_ADDRESS);
  const [contact, setContact] = useState<ContactValue>(EMPTY_CONTACT);
  // the door in the client's words, optional: the master sees it once he accepts
  const [door, setDoor] = useState('');
  // the client's current location, when they chose to send it: the nearest masters get the task first
  const [point, setPoint] = useState<GeoPoint | null>(null);
  // both optional; left alone, the task goes as before
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [photosBusy, setPhotosBusy] = useState(false);
  const [when, setWhen] = useState<WhenValue>(DEFAULT_WHEN);
  const [error, setError] = useState<string | null>(null);
  const [categoryTouched, setCategoryTouched] = useState(false);
  const [prefilled, setPrefilled] = useState(false);
  // a text detection marked as no request is posted only after the client said yes, once
  const [asking, setAsking] = useState(false);
  const [postAnyway, setPostAnyway] = useState(false);
  const categoryField = useRef<HTMLDivElement>(null);
  useClosingConfirmation(true);

  // the last address is prefilled when both ids are present (and the client has not picked one)
  useEffect(() => {
    if (prefilled || last.loading) return;
    setPrefilled(true);
    // docs/product.md §8: a failed last-address load is only logged
    if (last.error) console.warn('last address', last.error);
    const found = last.data?.lastAddress;
    if (found?.cityId && found.districtId && address.cityId === null) {
      setAddress({ ...EMPTY_ADDRESS, cityId: found.cityId, districtId: found.districtId });
    }
    // ...and the phone of the last task, unless the client has typed one
    if (found?.phone) setContact((typed) => (typed.value ? typed : { mode: 'phone', value: found.phone! }));
  }, [last.data, last.loading, last.error, prefilled, address.cityId]);

  const addressLoading = last.loading && !prefilled;
  const complete =
    !!categoryId &&
    !!address.cityId &&
    !!address.districtId &&
    isContactComplete(contact.mode, contact.value) &&
    isWhenComplete(when) &&
    !photosBusy &&
    !submitting &&
    !addressLoading;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCategoryTouched(true);
    if (!complete) return;
    if (detection?.notARequest && !postAnyway) setAsking(true);
    else void post();
  };

  const post = async () => {
    if (!categoryId || !address.cityId || !address.districtId) return;
    setError(null);
    try {
      const result = await createTask({
        variables: {
          input: {
            text: description.trim(),
            categoryId,
            cityId: address.cityId,
            districtId: address.districtId,
            ...(contact.mode === 'phone' ? { phone: contact.value } : { tgUsername: usernameForServer(contact.value) }),
            ...(point ?? {}),
            ...(door.trim() ? { address: door.trim() } : {}),
            ...(photos.length ? { photoIds: photos.map((photo) => photo.id) } : {}),
            ...whenInput(when),
            ...(preferredMaster ? { preferredMasterId: preferredMaster.contractId } : {}),
          },
          ...(intakeToken ? { intakeToken } : {}),
        },
      });
      const outcome = result.data?.createTask;
      if (outcome?.__typename === 'MutationCreateTaskSuccess') {
        haptics.success();
        onCreated(outcome.data.id);
        return;
      }
      haptics.error();
      if (outcome?.__typename === 'ActiveTaskExistsError') {
        onActiveExists(outcome.task.id);
        return;
      }
      setError((outcome && 'message' in outcome && outcome.message) || TASK_FORM_TEXTS.createFailed);
    } catch (caught) {
      haptics.error();
      reportTransientFailure(caught);
      setError(errorMessage(caught, { failed: TASK_FORM_TEXTS.createFailed, network: TASK_FORM_TEXTS.createError }));
    }
  };

  return (
    <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 14 }}>
      <TextAreaField label={CLIENT_TEXTS.descriptionLabel} value={description} readOnly />
      {preferredMaster && (
        <Hint data-testid="preferred-note">{TASK_FORM_TEXTS.preferredNote({ name: preferredMaster.name })}</Hint>
      )}
      <DetectionBanner
        detection={detection}
        categoryId={categoryId}
        disabled={submitting}
        onPick={(id) => {
          setCategoryId(id);
          setCategoryTouched(true);
        }}
        onChangeCategory={() => categoryField.current?.querySelector('input')?.focus()}
      />
      <div ref={categoryField}>
        <SearchableSelect
          label={TASK_FORM_TEXTS.categoryLabel}
          required
          options={data?.categories ?? []}
          value={categoryId}
          onChange={(id) => {
            setCategoryId(id);
            setCategoryTouched(true);
          }}
          placeholder={TASK_FORM_TEXTS.chooseCategory}
          emptyText={TASK_FORM_TEXTS.categoriesEmpty}
          disabled={submitting}
          error={
            loadError && !data ? TASK_FORM_TEXTS.categoriesFailed : categoryTouched ? categoryError(categoryId) : null
          }
        />
      </div>
      {addressLoading ? (
        <Hint>{TASK_FORM_TEXTS.lastAddressLoading}</Hint>
      ) : (
        <AddressPicker
          mode="single"
          hideAllDistricts
          required
          value={address}
          onChange={setAddress}
          disabled={submitting}
        />
      )}
      {categoryId && address.cityId && address.districtId ? (
        <PriceRangeLater categoryId={categoryId} cityId={address.cityId} districtId={address.districtId} sayWhenNone />
      ) : null}
      <TextField
        label={TASK_FORM_TEXTS.doorLabel}
        value={door}
        maxLength={LIMITS.taskAddressMax}
        counter={TASK_FORM_TEXTS.doorCounter({ length: door.length })}
        disabled={submitting}
        onChange={(event) => setDoor(event.target.value)}
      />
      <LocationAction value={point} onChange={setPoint} hint={TASK_FORM_TEXTS.locationHint} source={locationSource} />
      <ContactInput value={contact} onChange={setContact} disabled={submitting} />
      <WhenPicker value={when} onChange={setWhen} disabled={submitting} />
      <PhotoPicker value={photos} onChange={setPhotos} onBusyChange={setPhotosBusy} disabled={submitting} />
      {error && <ErrorBox>{error}</ErrorBox>}
      {asking && (
        <ConfirmDialog
          title={TASK_FORM_TEXTS.notARequestTitle}
          cancelLabel={TASK_FORM_TEXTS.notARequestEdit}
          confirmLabel={TASK_FORM_TEXTS.notARequestSend}
          onClose={onCancel}
          onConfirm={() => {
            setAsking(false);
            setPostAnyway(true);
            void post();
          }}
        >
          {TASK_FORM_TEXTS.notARequestBody}
        </ConfirmDialog>
      )}
      <ButtonRow>
        <Button $variant="secondary" onClick={onCancel} disabled={submitting}>
          {CLIENT_TEXTS.cancel}
        </Button>
        <Button type="submit" disabled={!complete}>
          {submitting ? TASK_FORM_TEXTS.creating : TASK_FORM_TEXTS.confirm}
        </Button>
      </ButtonRow>
    </form>
  );
}
