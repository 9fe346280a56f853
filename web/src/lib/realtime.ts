// Whether the graphql-ws socket is up: screens subscribe while it is, and poll while it is not.
import { useSyncExternalStore } from 'react';

let connected = false;
const listeners = new Set<() => void>();
// replaces the socket with a new one (app/realtime-link.ts), set while a socket client exists
let restart: (() => void) | null = null;

export function setRealtimeRestart(value: () => void): () => void {
  restart = value;
  return () => {
    if (restart === value) restart = null;
  };
}

// A new socket for the session: the server reads the viewer (and his language) when a socket opens, so
// after a change of language the live events must come through a new one; the subscriptions move over.
export function restartRealtime(): void {
  restart?.();
}

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
