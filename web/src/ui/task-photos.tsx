// A task's photos. The server gives a photo's bytes only to a request carrying the viewer's init
// data, so an <img src> cannot load it: each photo is fetched with the auth headers and shown from a blob
// URL, released when the strip goes away. A tap opens the photo large.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { apiFetch } from '../lib/http';
import { UI_TEXTS } from '../lib/ui-texts';

export interface TaskPhotoRef {
  id: string;
  url: string;
}

export const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Thumb = styled.li`
  position: relative;
  width: 72px;
  height: 72px;
  border-radius: 10px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.secondaryBg};
  font-size: 11px;
  color: ${({ theme }) => theme.colors.hint};
  img,
  button.open {
    display: block;
    width: 100%;
    height: 100%;
    padding: 0;
    border: 0;
    background: none;
    object-fit: cover;
    cursor: zoom-in;
  }
`;

const Large = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(0, 0, 0, 0.85);
  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

// the bytes of a photo as a blob URL (null while loading; 'failed' when the server refused)
export function useAuthorizedImage(url: string): string | null | 'failed' {
  const [src, setSrc] = useState<string | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    let objectUrl: string | null = null;
    setSrc(null);
    apiFetch(url, { headers: { Accept: 'image/*' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const blob = await response.blob();
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => live && setSrc('failed'));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return src;
}

function Photo({ photo, index }: { photo: TaskPhotoRef; index: number }) {
  const src = useAuthorizedImage(photo.url);
  const [open, setOpen] = useState(false);
  const alt = UI_TEXTS.photo({ index });
  if (src === 'failed') return <Thumb title={UI_TEXTS.photoFailed}>{UI_TEXTS.photoFailed}</Thumb>;
  return (
    <Thumb>
      {src && (
        <button className="open" type="button" aria-label={alt} onClick={() => setOpen(true)}>
          <img src={src} alt={alt} />
        </button>
      )}
      {open && src && (
        <Large role="dialog" aria-label={alt} onClick={() => setOpen(false)}>
          <img src={src} alt={alt} />
        </Large>
      )}
    </Thumb>
  );
}

export function TaskPhotos({ photos }: { photos: readonly TaskPhotoRef[] }) {
  if (!photos.length) return null;
  return (
    <Thumbs aria-label={UI_TEXTS.photos}>
      {photos.map((photo, index) => (
        <Photo key={photo.id} photo={photo} index={index + 1} />
      ))}
    </Thumbs>
  );
}
