// Under the duty switch: the master's working hours and his response standard, each opened on demand
// (docs/product.md §12). Loaded after the duty panel, with its own catalogue (web/src/lib/standing-texts.ts).
import { useState } from 'react';
import styled from 'styled-components';
import { LinkButton } from '../../ui/button';
import { StandardPanel } from './standard-panel';
import { STANDING_TEXTS } from '../../lib/standing-texts';
import { WorkingHoursEditor, type HoursEntry } from './working-hours-editor';

const Tabs = styled.div`
  display: flex;
  gap: 16px;
  flex-wrap: wrap;
  margin-top: 8px;
`;

type Open = 'hours' | 'standard' | null;

export function MasterStanding({ hours }: { hours: readonly HoursEntry[] }) {
  const [open, setOpen] = useState<Open>(null);
  const toggle = (which: Exclude<Open, null>) => setOpen((current) => (current === which ? null : which));
  return (
    <>
      <Tabs>
        <LinkButton aria-expanded={open === 'hours'} onClick={() => toggle('hours')}>
          {STANDING_TEXTS.hoursOpen}
        </LinkButton>
        <LinkButton aria-expanded={open === 'standard'} onClick={() => toggle('standard')}>
          {STANDING_TEXTS.standardOpen}
        </LinkButton>
      </Tabs>
      {open === 'hours' && <WorkingHoursEditor initial={hours} />}
      {open === 'standard' && <StandardPanel />}
    </>
  );
}
