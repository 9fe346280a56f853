// Haptic feedback by outcome. The Telegram SDK part is loaded after the first paint and registers
// itself here; until then, and in a plain browser, every call is a no-op.
export interface HapticsDriver {
  success(): void;
  error(): void;
  selection(): void;
}

let driver: HapticsDriver | null = null;

export function registerHaptics(next: HapticsDriver | null): void {
  driver = next;
}

export const haptics: HapticsDriver = {
  success: () => driver?.success(),
  error: () => driver?.error(),
  selection: () => driver?.selection(),
};
