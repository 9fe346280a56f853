// Whether the graphql-ws socket is up: screens subscribe while it is, and poll while it is not.
import { useSyncExternalStore } from 'react';

let connected = false;
const listeners = new Set<() => void>();

export function setRealtimeConnected(value: boolean): void {
  if (connected === value) return;
  connected = value;
  listeners.forEach((listener) => listener());
}

export function isRealtimeConnected(): boolean {
  return connected;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useRealtimeConnected(): boolean {
  return useSyncExternalStore(subscribe, isRealtimeConnected, isRealtimeConnected);
}
