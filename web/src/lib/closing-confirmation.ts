// Telegram asks before closing the Mini App while any form holds unsent input.
import { useEffect } from 'react';

let dirtyForms = 0;
let apply: ((enabled: boolean) => void) | null = null;

function update() {
  apply?.(dirtyForms > 0);
}

// the Telegram SDK part registers how to switch the confirmation on and off
export function registerClosingConfirmation(next: ((enabled: boolean) => void) | null): void {
  apply = next;
  update();
}

export function useClosingConfirmation(hasUnsentInput: boolean): void {
  useEffect(() => {
    if (!hasUnsentInput) return;
    dirtyForms += 1;
    update();
    return () => {
      dirtyForms -= 1;
      update();
    };
  }, [hasUnsentInput]);
}
