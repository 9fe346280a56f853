// The one-line form of the city and district screen: a name and a button, the Uzbek name (Uzbek
// users read it; empty, they read the Russian), and the centre's latitude and longitude when editing
// (checked here as the server checks them); the server's field errors show under their fields.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { haptics } from '../../lib/haptics';
import { Button } from '../../ui/button';
import { FieldMessage, Input } from '../../ui/field';
import type { RestOutcome } from './admin-rest';
import { ADMIN_TEXTS } from './texts';

// a city's or district's centre (the dispatch waves measure from it); null when not set
export interface Centre {
  latitude?: number | null;
  longitude?: number | null;
}

// what to show under the form's fields; `name` also carries a failure that names no field
export type FieldProblems = Partial<Record<'name' | 'name_uz' | 'latitude' | 'longitude', string>>;

// the messages under the fields: each field's own errors, the rest (or the call's message) under the name
export function failureText(outcome: Extract<RestOutcome<unknown>, { ok: false }>): FieldProblems {
  const problems: FieldProblems = {};
  const other: string[] = [];
  for (const [field, messages] of Object.entries(outcome.errors)) {
    if (field === 'name' || field === 'name_uz' || field === 'latitude' || field === 'longitude')
      problems[field] = messages.join(' ');
    else other.push(...messages);
  }
  if (!problems.name && other.length) problems.name = other.join(' ');
  if (!Object.keys(problems).length) problems.name = outcome.message;
  return problems;
}

const coordinate = (raw: string) => {
  const text = raw.trim().replace(',', '.');
  return /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : NaN;
};

// The centre fields checked as the server checks them (both or neither, latitude within ±90, longitude
// within ±180; a comma for the decimal point is fine): the values to send, or what is wrong.
export function checkCentre(
  latitude: string,
  longitude: string,
): { ok: true; latitude: number | null; longitude: number | null } | { ok: false; problems: FieldProblems } {
  const hasLat = latitude.trim() !== '';
  const hasLon = longitude.trim() !== '';
  if (!hasLat && !hasLon) return { ok: true, latitude: null, longitude: null };
  if (!hasLat || !hasLon)
    return { ok: false, problems: { [hasLat ? 'longitude' : 'latitude']: ADMIN_TEXTS.centreTogether } };
  const lat = coordinate(latitude);
  const lon = coordinate(longitude);
  const problems: FieldProblems = {};
  if (!Number.isFinite(lat) || Math.abs(lat) > 90) problems.latitude = ADMIN_TEXTS.latitudeInvalid;
  if (!Number.isFinite(lon) || Math.abs(lon) > 180) problems.longitude = ADMIN_TEXTS.longitudeInvalid;
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, latitude: lat, longitude: lon };
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 4px;
  & > div {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  input {
    min-height: 44px;
    flex: 1 1 160px;
    min-width: 0;
  }
  button {
    min-height: 44px;
    padding: 6px 14px;
    flex: none;
  }
`;

// what a submit changes besides the Russian name: each only when the admin changed it
export interface PlaceChanges {
  nameUz?: string;
  centre?: { latitude: number | null; longitude: number | null };
}

interface NameFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  initialUz?: string;
  // the place's centre as saved: the form then edits it too (both fields or neither)
  centre?: Centre;
  // resolves with what to show under the fields, or null when it worked
  onSubmit(name: string, changes: PlaceChanges): Promise<FieldProblems | null>;
  onCancel?(): void;
}

const shown = (value: number | null | undefined) => (value == null ? '' : String(value));

function Problem({ text }: { text?: string }) {
  return text ? (
    <FieldMessage $tone="error" role="alert">
      {text}
    </FieldMessage>
  ) : null;
}

// a name and a button (with the centre's latitude and longitude when editing); the server's field errors
// show under their fields
export function NameForm({
  label,
  submitLabel,
  initial = '',
  initialUz = '',
  centre,
  onSubmit,
  onCancel,
}: NameFormProps) {
  const [name, setName] = useState(initial);
  const [nameUz, setNameUz] = useState(initialUz);
  const [latitude, setLatitude] = useState(shown(centre?.latitude));
  const [longitude, setLongitude] = useState(shown(centre?.longitude));
  const [problems, setProblems] = useState<FieldProblems>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let changedCentre: { latitude: number | null; longitude: number | null } | undefined;
    if (centre && (latitude !== shown(centre.latitude) || longitude !== shown(centre.longitude))) {
      const checked = checkCentre(latitude, longitude);
      if (!checked.ok) {
        haptics.error();
        setProblems(checked.problems);
        return;
      }
      changedCentre = { latitude: checked.latitude, longitude: checked.longitude };
    }
    setBusy(true);
    const problem = await onSubmit(name, {
      ...(nameUz !== initialUz ? { nameUz: nameUz.trim() } : {}),
      ...(changedCentre ? { centre: changedCentre } : {}),
    });
    setBusy(false);
    setProblems(problem ?? {});
    if (problem === null && !initial) {
      setName('');
      setNameUz('');
    }
  };
  const coordinateInput = (
    field: 'latitude' | 'longitude',
    text: string,
    value: string,
    set: (value: string) => void,
  ) => (
    <Input
      aria-label={text}
      placeholder={text}
      inputMode="decimal"
      value={value}
      disabled={busy}
      $invalid={!!problems[field]}
      aria-invalid={!!problems[field]}
      onChange={(event) => set(event.target.value)}
    />
  );
  return (
    <Form onSubmit={submit} noValidate>
      <div>
        <Input
          aria-label={label}
          placeholder={label}
          value={name}
          disabled={busy}
          $invalid={!!problems.name}
          aria-invalid={!!problems.name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <Problem text={problems.name} />
      <div>
        <Input
          aria-label={ADMIN_TEXTS.nameUz}
          placeholder={ADMIN_TEXTS.nameUz}
          lang="uz"
          value={nameUz}
          disabled={busy}
          $invalid={!!problems.name_uz}
          aria-invalid={!!problems.name_uz}
          onChange={(event) => setNameUz(event.target.value)}
        />
      </div>
      <Problem text={problems.name_uz} />
      {centre && (
        <>
          <div>
            {coordinateInput('latitude', ADMIN_TEXTS.latitude, latitude, setLatitude)}
            {coordinateInput('longitude', ADMIN_TEXTS.longitude, longitude, setLongitude)}
          </div>
          <Problem text={problems.latitude} />
          <Problem text={problems.longitude} />
        </>
      )}
      {/* the button after every field it sends, the Uzbek name among them */}
      <div>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button $variant="secondary" disabled={busy} onClick={onCancel}>
            {ADMIN_TEXTS.cancel}
          </Button>
        )}
      </div>
    </Form>
  );
}
