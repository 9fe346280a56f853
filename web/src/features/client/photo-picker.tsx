// Photos of the problem on the confirmation form (issue 19): optional, up to 5; each goes up as soon as it
// is chosen (the server checks it and answers an id), shows as a thumbnail of the chosen file, and can be
// removed. The server's refusal (not an image, over 5 MB, too many) is shown as it says it.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { haptics } from '../../lib/haptics';
import { Button } from '../../ui/button';
import { FieldMessage, Label } from '../../ui/field';
import { Hint } from '../../ui/layout';
import { Thumb, Thumbs } from '../../ui/task-photos';
import { removeTaskPhoto, TASK_PHOTOS_MAX, uploadTaskPhoto } from './task-photo-uploads';
import { CLIENT_TEXTS } from './texts';

export interface PickedPhoto {
  id: string;
  // a blob URL of the chosen file: the preview needs no round trip
  preview: string;
}

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

const RemoveButton = styled.button.attrs({ type: 'button' })`
  position: absolute;
  top: 2px;
  right: 2px;
  width: 24px;
  height: 24px;
  border: 0;
  border-radius: 50%;
  cursor: pointer;
  line-height: 24px;
  background: rgba(0, 0, 0, 0.6);
  color: #fff;
`;

interface Props {
  value: PickedPhoto[];
  onChange(photos: PickedPhoto[]): void;
  // uploads in flight: the form waits for them before it sends the task
  onBusyChange(busy: boolean): void;
  disabled?: boolean;
}

const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');

export function PhotoPicker({ value, onChange, onBusyChange, disabled }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(value);
  latest.current = value;
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => onBusyChange(uploading > 0), [uploading, onBusyChange]);
  // the previews are released with the form
  useEffect(() => () => latest.current.forEach((photo) => photo.preview && URL.revokeObjectURL(photo.preview)), []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (!files.length) return;
    setError(null);
    const room = TASK_PHOTOS_MAX - latest.current.length - uploading;
    if (files.length > room) setError(CLIENT_TEXTS.photosTooMany);
    const taken = files.slice(0, Math.max(0, room));
    setUploading((count) => count + taken.length);
    for (const file of taken) {
      const outcome = await uploadTaskPhoto(file);
      setUploading((count) => count - 1);
      if (outcome.ok) {
        const next = [...latest.current, { id: outcome.id, preview: previewOf(file) }];
        latest.current = next;
        onChange(next);
      } else {
        haptics.error();
        setError(outcome.message ?? CLIENT_TEXTS.photoUploadFailed);
      }
    }
  };

  const remove = (photo: PickedPhoto) => {
    haptics.selection();
    const next = latest.current.filter((item) => item.id !== photo.id);
    latest.current = next;
    onChange(next);
    if (photo.preview) URL.revokeObjectURL(photo.preview);
    setError(null);
    void removeTaskPhoto(photo.id);
  };

  const full = value.length + uploading >= TASK_PHOTOS_MAX;
  return (
    <div>
      <Label as="div">{CLIENT_TEXTS.photosLabel}</Label>
      {value.length > 0 && (
        <Thumbs aria-label={CLIENT_TEXTS.photosLabel} style={{ marginBottom: 8 }}>
          {value.map((photo, index) => (
            <Thumb key={photo.id}>
              <img src={photo.preview || undefined} alt={CLIENT_TEXTS.photoAlt({ index: index + 1 })} />
              <RemoveButton
                aria-label={CLIENT_TEXTS.photoRemove({ index: index + 1 })}
                disabled={disabled}
                onClick={() => remove(photo)}
              >
                ×
              </RemoveButton>
            </Thumb>
          ))}
        </Thumbs>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        data-testid="task-photo-input"
        onChange={(event) => void choose(event)}
      />
      {!full && (
        <Button $variant="secondary" disabled={disabled} onClick={() => input.current?.click()}>
          {CLIENT_TEXTS.photoAdd}
        </Button>
      )}
      {uploading > 0 && <Hint aria-live="polite">{CLIENT_TEXTS.photoUploading}</Hint>}
      {error ? (
        <FieldMessage role="alert" $tone="error">
          {error}
        </FieldMessage>
      ) : (
        <Hint>{CLIENT_TEXTS.photosHint}</Hint>
      )}
    </div>
  );
}
