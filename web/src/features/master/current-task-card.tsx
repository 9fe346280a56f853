import { lazy, Suspense, useState } from 'react';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { whenLabel } from '../../lib/task-when';
import { UI_TEXTS } from '../../lib/ui-texts';
import { copyText } from '../../lib/clipboard';
import { formatDateTime, telegramChatUrl } from '../../lib/format';
import { haptics } from '../../lib/haptics';
import { openExternalLink } from '../../lib/telegram';
import { Avatar } from '../../ui/avatar';
import { Button, ButtonRow } from '../../ui/button';
import { TaskPhotos } from '../../ui/task-photos';
import { Card, CardTitle, Hint, Row } from '../../ui/layout';
import { loadJourneyTexts } from '../../lib/journey-texts';
import type { CompletionPriceValue } from './completion-price';
import { useToast } from '../../ui/toast';
import { Category, Facts, placeOf, TaskText } from './new-task-card';
import { MASTER_TEXTS } from './texts';

export const CurrentTaskCardFragment = graphql(`
  fragment CurrentTaskCard_Task on Task {
    id
    # the cache keeps the newer of two answers about a task (app/apollo.ts)
    version
    status
    text
    createdAt
    tgUsername
    phone
    phoneVerified
    client {
      name
    }
    category {
      id
      name
    }
    city {
      id
      name
    }
    district {
      id
      name
    }
    when
    scheduledFrom
    scheduledTo
    photos {
      id
      url
    }
  }
`);

const ClientBlock = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  padding: 12px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.secondaryBg};
  strong {
    display: block;
  }
  & > div {
    flex: 1;
    min-width: 0;
  }
`;

// the phone is a call button, not a small link
const Phone = styled(Button)`
  text-decoration: none;
`;

const Contact = styled(Row)`
  flex-wrap: wrap;
  margin-top: 4px;
`;

// "Еду", "На месте" and the maps buttons, with their texts, after the card
export const loadMasterJourney = () =>
  Promise.all([import('./master-journey'), loadJourneyTexts()]).then(([module]) => module);
const MasterJourney = lazy(() => loadMasterJourney().then((module) => ({ default: module.MasterJourney })));
// the completion's optional price (docs/product.md "Prices"), with its texts, after the card
const CompletionPrice = lazy(() =>
  import('./completion-price').then((module) => ({ default: module.CompletionPrice })),
);

// docs/product.md §2/§8: copy the client's phone; when the clipboard fails, show the number in an alert
export async function copyClientPhone(phone: string, notify: (text: string) => void): Promise<void> {
  if (await copyText(phone)) {
    haptics.success();
    notify(MASTER_TEXTS.copied({ phone }));
  } else {
    window.alert(phone);
  }
}

interface Props {
  task: FragmentType<typeof CurrentTaskCardFragment>;
  busy: boolean;
  onCancel(): void;
  // price: what the client paid, whole so'm, or null when the master left it empty
  onComplete(price: number | null): void;
}

// docs/product.md §2 'Задача в работе' with the client's contact
export function CurrentTaskCard({ task: ref, busy, onCancel, onComplete }: Props) {
  const { toast } = useToast();
  const { data: task, complete } = useFragment({ fragment: CurrentTaskCardFragment, from: ref });
  const [price, setPrice] = useState<CompletionPriceValue>(null);
  const [showInvalid, setShowInvalid] = useState(false);
  if (!complete) return null;
  const finish = () => (price === 'invalid' ? setShowInvalid(true) : onComplete(price));
  const username = task.tgUsername;
  const phone = task.phone;
  return (
    <Card>
      <CardTitle>{MASTER_TEXTS.inProgressTitle}</CardTitle>
      <Category>{task.category?.name ?? MASTER_TEXTS.categoryMissing}</Category>
      <TaskText>{task.text}</TaskText>
      <TaskPhotos photos={task.photos} />
      <Facts>
        <dt>{MASTER_TEXTS.createdAt}</dt>
        <dd>{formatDateTime(task.createdAt)}</dd>
        <dt>{MASTER_TEXTS.address}</dt>
        <dd>{placeOf(task)}</dd>
        <dt>{UI_TEXTS.whenLabel}</dt>
        <dd>{whenLabel(task)}</dd>
      </Facts>
      <ClientBlock>
        <Avatar name={task.client?.name} size={44} />
        <div>
          <strong>{task.client?.name ?? MASTER_TEXTS.client}</strong>
          {username ? (
            <Contact>
              <Button $variant="secondary" onClick={() => openExternalLink(telegramChatUrl(username))}>
                {MASTER_TEXTS.writeToClient}
              </Button>
            </Contact>
          ) : phone ? (
            <Contact>
              <Phone as="a" $variant="secondary" href={`tel:${phone}`} aria-label={`${MASTER_TEXTS.call} ${phone}`}>
                {phone}
              </Phone>
              <Button $variant="ghost" onClick={() => void copyClientPhone(phone, (title) => toast({ title }))}>
                {MASTER_TEXTS.copy}
              </Button>
              {task.phoneVerified && <Hint>{MASTER_TEXTS.phoneVerified}</Hint>}
            </Contact>
          ) : null}
        </div>
      </ClientBlock>
      <Suspense fallback={null}>
        <MasterJourney taskId={task.id} />
        <CompletionPrice showInvalid={showInvalid} disabled={busy} onChange={setPrice} />
      </Suspense>
      <ButtonRow>
        <Button $variant="secondary" disabled={busy} onClick={onCancel}>
          {MASTER_TEXTS.cancelTask}
        </Button>
        <Button disabled={busy} onClick={finish}>
          {MASTER_TEXTS.completeTask}
        </Button>
      </ButtonRow>
    </Card>
  );
}
