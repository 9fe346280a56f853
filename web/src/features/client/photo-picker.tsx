// Photos of the problem on the confirmation form: optional, up to 5; each goes up as soon as it
// is chosen (the server checks it and answers an id), shows as a thumbnail of the chosen file, and can be
// removed. The server's refusal (not an image, over 5 MB, too many) is shown as it says it.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { LIMITS } from '@usta/rules';
import styled from 'styled-components';
import { haptics } from '../../lib/haptics';
import { photoProblem } from '../../lib/photo-problem';
import { Button } from '../../ui/button';
import { FieldProblem, Label } from '../../ui/field';
import { Hint } from '../../ui/layout';
import { Thumb, Thumbs } from '../../ui/task-photos';
import { removeTaskPhoto, uploadTaskPhoto } from './task-photo-uploads';
import { TASK_FORM_TEXTS } from './form-texts';

export interface PickedPhoto {
  id: string;
  // a blob URL of the chosen file: the preview needs no round trip
  preview: string;
}

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

// a 24 px dark circle in the corner of a 44 px target
const RemoveButton = styled.button.attrs({ type: 'button' })`
  position: absolute;
  top: 0;
  right: 0;
  width: 44px;
  height: 44px;
  padding: 2px 2px 0 0;
  border: 0;
  cursor: pointer;
  background: none;
  color: #fff;
  display: flex;
  align-items: flex-start;
  justify-content: flex-end;
  & > span {
    width: 24px;
    height: 24px;
    line-height: 24px;
    border-radius: 50%;
    background: rgba(0, 0, 0, 0.6);
  }
`;

interface Props {
  value: PickedPhoto[];
  onChange(photos: PickedPhoto[]): void;
  // uploads in flight: the form waits for them before it sends the task
  onBusyChange(busy: boolean): void;
  disabled?: boolean;
  // another form's own limit and its texts (a problem after the job takes 3: problem-panel.tsx)
  max?: number;
  texts?: { hint: string; tooMany: string };
}

const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');

export function PhotoPicker({ value, onChange, onBusyChange, disabled, max = LIMITS.taskPhotosMax, texts }: Props) {
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
    const room = max - latest.current.length - uploading;
    // every refusal of this choice, one line each
    const problems: string[] = files.length > room ? [texts?.tooMany ?? TASK_FORM_TEXTS.photosTooMany] : [];
    if (problems.length) setError(problems[0]);
    const taken = files.slice(0, Math.max(0, room));
    setUploading((count) => count + taken.length);
    for (const file of taken) {
      // refused here, in full, before a byte goes up; the server checks the same again
      const problem = photoProblem(file, ACCEPT.split(','));
      if (problem) {
        setUploading((count) => count - 1);
        haptics.error();
        problems.push(problem);
        setError(problems.join('\n'));
        continue;
      }
      const outcome = await uploadTaskPhoto(file);
      setUploading((count) => count - 1);
      if (outcome.ok) {
        const next = [...latest.current, { id: outcome.id, preview: previewOf(file) }];
        latest.current = next;
        onChange(next);
      } else {
        haptics.error();
        problems.push(`«${file.name}»: ${outcome.message ?? TASK_FORM_TEXTS.photoUploadFailed}`);
        setError(problems.join('\n'));
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

  const full = value.length + uploading >= max;
  return (
    <div>
      <Label as="div">{TASK_FORM_TEXTS.photosLabel}</Label>
      {value.length > 0 && (
        <Thumbs aria-label={TASK_FORM_TEXTS.photosLabel} style={{ marginBottom: 8 }}>
          {value.map((photo, index) => (
            <Thumb key={photo.id}>
              <img src={photo.preview || undefined} alt={TASK_FORM_TEXTS.photoAlt({ index: index + 1 })} />
              <RemoveButton
                aria-label={TASK_FORM_TEXTS.photoRemove({ index: index + 1 })}
                disabled={disabled}
                onClick={() => remove(photo)}
              >
                <span aria-hidden="true">×</span>
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
          {TASK_FORM_TEXTS.photoAdd}
        </Button>
      )}
      {uploading > 0 && <Hint aria-live="polite">{TASK_FORM_TEXTS.photoUploading}</Hint>}
      {error ? <FieldProblem>{error}</FieldProblem> : <Hint>{texts?.hint ?? TASK_FORM_TEXTS.photosHint}</Hint>}
    </div>
  );
}
