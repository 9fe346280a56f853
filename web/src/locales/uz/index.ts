// The Uzbek texts of the shell, the session screens and the shared pieces the shell shows (common), loaded on demand (web/src/lib/i18n.ts); the
// client's, master's and validation Uzbek catalogues come with the screens that use them.
import type { Messages } from '@lingui/core';
import { messages as session } from './session';
import { messages as shell } from './shell';
import { messages as common } from './common';

export const catalogues: Record<string, Messages> = { shell, session, common };
