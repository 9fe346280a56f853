import pino from 'pino';

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
});

export type Logger = typeof logger;
