import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { setNoticeHandler } from '../lib/notices';
import { COMMON_TEXTS } from '../lib/common-texts';

// docs/product.md §9: one toast at a time, shown for 5 s by default, removed 1 s after it is dismissed
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  duration?: number;
}

interface ToastState extends ToastInput {
  id: number;
  open: boolean;
}

interface ToastApi {
  toast(input: ToastInput): number;
  dismiss(id?: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}

const Region = styled.div`
  position: fixed;
  z-index: 100;
  left: 12px;
  right: 12px;
  top: calc(8px + var(--safe-top));
  display: flex;
  justify-content: center;
  pointer-events: none;
`;

const Box = styled.div<{ $destructive: boolean; $open: boolean }>`
  pointer-events: auto;
  width: 100%;
  max-width: 480px;
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 4px 20px rgba(0, 0, 0, 0.2);
  transition:
    opacity 0.3s,
    transform 0.3s;
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  transform: translateY(${({ $open }) => ($open ? 0 : '-8px')});
  ${({ theme, $destructive }) =>
    $destructive
      ? css`
          background: ${theme.colors.destructive};
          color: #fff;
        `
      : css`
          background: ${theme.colors.bg};
          color: ${theme.colors.text};
          border: 1px solid ${theme.colors.separator};
        `}
  strong {
    display: block;
  }
  p {
    margin: 2px 0 0;
    font-size: 14px;
    opacity: 0.9;
    white-space: pre-line;
  }
`;

const Close = styled.button.attrs(() => ({ type: 'button' as const, 'aria-label': COMMON_TEXTS.close }))`
  margin: -12px -12px -12px auto;
  min-width: 44px;
  min-height: 44px;
  background: none;
  border: 0;
  color: inherit;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  padding: 0;
`;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const nextId = useRef(1);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const clearTimers = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };

  const dismiss = useCallback((id?: number) => {
    setCurrent((toast) => (toast && (id === undefined || toast.id === id) ? { ...toast, open: false } : toast));
    const removal = setTimeout(
      () => setCurrent((toast) => (toast && !toast.open && (id === undefined || toast.id === id) ? null : toast)),
      TOAST_REMOVE_DELAY_MS,
    );
    timers.current.push(removal);
  }, []);

  const toast = useCallback(
    (input: ToastInput) => {
      clearTimers();
      const id = nextId.current++;
      // a new toast replaces the one on screen
      setCurrent({ ...input, id, open: true });
      timers.current.push(setTimeout(() => dismiss(id), input.duration ?? TOAST_DURATION_MS));
      return id;
    },
    [dismiss],
  );

  useEffect(() => clearTimers, []);

  // failure notices (lib/notices.ts) are destructive toasts
  useEffect(() => {
    setNoticeHandler((notice) => toast({ ...notice, variant: 'destructive' }));
    return () => setNoticeHandler(null);
  }, [toast]);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  const destructive = current?.variant === 'destructive';

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region aria-live={destructive ? 'assertive' : 'polite'}>
        {current && (
          <Box
            $destructive={destructive}
            $open={current.open}
            role={destructive ? 'alert' : 'status'}
            data-state={current.open ? 'open' : 'closed'}
          >
            <div>
              <strong>{current.title}</strong>
              {current.description && <p>{current.description}</p>}
            </div>
            <Close onClick={() => dismiss(current.id)}>×</Close>
          </Box>
        )}
      </Region>
    </ToastContext.Provider>
  );
}
