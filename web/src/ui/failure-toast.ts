// A rate limit, an unavailable server or no network: the toast says so (the server's words when it
// gave some), while the screen keeps its SPEC §8 text and the form keeps what was typed for a retry.
import { useCallback } from 'react';
import { transientFailure } from '../lib/errors';
import { useToast } from './toast';

// Returns a reporter: it toasts a transient failure and returns its text, or returns null for any
// other failure (the caller shows that one its own way).
export function useFailureToast(): (error: unknown) => string | null {
  const { toast } = useToast();
  return useCallback(
    (error: unknown) => {
      const text = transientFailure(error);
      if (text) toast({ title: text, variant: 'destructive' });
      return text;
    },
    [toast],
  );
}
