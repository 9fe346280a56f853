import { useEffect, useState } from 'react';
import { telegramLocation, type GeoPoint, type LocationSource } from '../lib/location';
import { Button } from './button';
import { Hint } from './layout';
import { UI_TEXTS } from '../lib/ui-texts';

interface Props {
  value: GeoPoint | null;
  onChange(point: GeoPoint | null): void;
  // what the point is for, under the button
  hint?: string;
  source?: LocationSource;
}

// An optional "send my location" step of a form: shown only where Telegram can give the location; asks
// with Telegram's own permission prompt; a refusal or a failure leaves the form as it was.
export function LocationAction({ value, onChange, hint, source = telegramLocation }: Props) {
  const [supported, setSupported] = useState(false);
  const [state, setState] = useState<'idle' | 'asking' | 'declined'>('idle');
  useEffect(() => {
    let live = true;
    void source.supported().then((yes) => live && setSupported(yes));
    return () => {
      live = false;
    };
  }, [source]);
  if (!supported) return null;
  if (value) {
    return (
      <div role="group" aria-label={UI_TEXTS.locationShared}>
        <Hint>{UI_TEXTS.locationShared}</Hint>
        <Button $variant="ghost" onClick={() => onChange(null)}>
          {UI_TEXTS.locationRemove}
        </Button>
      </div>
    );
  }
  const ask = async () => {
    setState('asking');
    const point = await source.request();
    setState(point ? 'idle' : 'declined');
    if (point) onChange(point);
  };
  return (
    <div>
      <Button $variant="secondary" disabled={state === 'asking'} onClick={() => void ask()}>
        {state === 'asking' ? UI_TEXTS.locationAsking : UI_TEXTS.locationShare}
      </Button>
      {state === 'declined' ? <Hint aria-live="polite">{UI_TEXTS.locationDeclined}</Hint> : hint && <Hint>{hint}</Hint>}
    </div>
  );
}
