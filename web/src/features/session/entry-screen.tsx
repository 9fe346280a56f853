import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { LoadingBlock } from '../../ui/spinner';
import { consumeStartIntake, consumeStartTask } from './start-param';
import { SESSION_TEXTS } from './texts';

// only a path of this app: never another origin (//host) or a scheme
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

// docs/product.md §2: / and /tg-webapp show 'Загрузка...' and go on to ?redirect= or /home; a Telegram deep
// link with startapp=task_123 opens the client screen on that task instead, and startapp=in_<token> (a group
// reply's link) the client's form filled in from it.
export function EntryScreen() {
  const [params] = useSearchParams();
  const [startTaskId] = useState(consumeStartTask);
  const [intakeToken] = useState(() => (startTaskId ? null : consumeStartIntake()));
  const target = startTaskId || intakeToken ? '/client' : (safeRedirect(params.get('redirect')) ?? '/home');
  const state = startTaskId ? { activeTaskId: startTaskId } : intakeToken ? { intakeToken } : undefined;
  return (
    <>
      <LoadingBlock text={SESSION_TEXTS.loading} />
      <Navigate to={target} state={state} replace />
    </>
  );
}
