// A list screen's filters and page, kept in the query string (so back and forward keep them).
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

// The list filters live in the query string; changing one goes back to page 1.
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = useCallback(
    (key: K | 'page', value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          if (key !== 'page') next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { values, page, set, setPage: (next: number) => set('page', next > 1 ? String(next) : '') };
}

export const numberOrNull = (value: string): number | null =>
  value && Number.isFinite(Number(value)) ? Number(value) : null;
