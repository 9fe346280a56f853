// An application's status reads the same wherever it is shown (issue 29): the web's one copy of the labels
// (web/src/locales/{ru,uz}/ui.json, used by web/src/lib/contract-status.ts for the admin's status filter) is
// the API's (Contract.statusLabel, which every badge shows), in both languages.
import fs from 'node:fs';
import path from 'node:path';
import { contractStatusLabel } from '../../api/src/modules/contract/contracts';

const STATUSES = { pending: 'Pending', approved: 'Approved', verified: 'Verified', rejected: 'Rejected' } as const;

it.each(['ru', 'uz'] as const)('the web labels of a contract status are the API labels in %s', (language) => {
  const file = path.resolve(__dirname, '../../web/src/locales', language, 'ui.json');
  const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  for (const [status, key] of Object.entries(STATUSES)) {
    expect(`${status}: ${catalogue[`contractStatus${key}`]}`).toBe(
      `${status}: ${contractStatusLabel(status as keyof typeof STATUSES, language)}`,
    );
  }
});
