import pino from 'pino';
import { traceFieldsOf, tracingWanted } from './tracing/spans';

// Secrets that must not appear in any log line (the bot token: libraries put it in request URLs they
// log with their errors). Every line is written through this filter.
const secrets = new Set<string>();

export function hideInLogs(secret: string): void {
  if (secret.length >= 8) secrets.add(secret);
}

function hidden(line: string): string {
  let out = line;
  for (const secret of secrets) {
    if (out.includes(secret)) out = out.split(secret).join('<hidden>');
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret && out.includes(encoded)) out = out.split(encoded).join('<hidden>');
  }
  return out;
}

export const logger = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'usta-api' },
  hooks: { streamWrite: (line) => (secrets.size ? hidden(line) : line) },
  // with tracing on, each line written while serving a request (or in a wave, a delivery) names its trace
  ...(tracingWanted() ? { mixin: (_merge: object, _level: number, log: object) => traceFieldsOf(log) } : {}),
});

export type Logger = typeof logger;
