// The admin's view of one task: its details, its status history and the offers made to masters.
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime } from '../../lib/format';
import { formatDistance } from '../../lib/location';
import { formatSum } from '../../lib/price';
import { PHASE_TONES } from '../../lib/task-status';
import { whenLabel } from '../../lib/task-when';
import { UI_TEXTS } from '../../lib/ui-texts';
import { Card, CardTitle, Hint } from '../../ui/layout';
import { StatusBadge } from '../../ui/status-badge';
import { TaskPhotos } from '../../ui/task-photos';
import { Details, Line, List } from '../../ui/list';
import { TaskDetailsFragment } from './task-documents';
import { ADMIN_TEXTS } from './texts';

const Timeline = styled(List)`
  li {
    list-style: none;
    padding: 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.separator};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

const Disputed = styled.div`
  display: grid;
  gap: 4px;
  margin-top: 6px;
  justify-items: start;
`;

const sumOrDash = (value: number | null) => (value === null ? ADMIN_TEXTS.dash : formatSum(value));

// docs/product.md "Prices": the counted price, what each side said, and a disagreement over 30 %
function PriceFacts({ task }: { task: PriceFields }) {
  if (task.price === null && task.masterPrice === null && task.clientPrice === null) return null;
  return (
    <>
      <dt>{ADMIN_TEXTS.price}</dt>
      <dd data-testid="task-price">
        {sumOrDash(task.price)}
        {task.priceDisputed && (
          <Disputed>
            <StatusBadge $tone="red">{ADMIN_TEXTS.priceDisputed}</StatusBadge>
            <Hint>{ADMIN_TEXTS.priceDisputedHint}</Hint>
          </Disputed>
        )}
      </dd>
      <dt>{ADMIN_TEXTS.priceOfMaster}</dt>
      <dd>{sumOrDash(task.masterPrice)}</dd>
      <dt>{ADMIN_TEXTS.priceOfClient}</dt>
      <dd>{sumOrDash(task.clientPrice)}</dd>
    </>
  );
}

interface PriceFields {
  price: number | null;
  masterPrice: number | null;
  clientPrice: number | null;
  priceDisputed: boolean | null;
}

export function TaskDetails({ task: ref }: { task: FragmentType<typeof TaskDetailsFragment> }) {
  const { data: task, complete } = useFragment({ fragment: TaskDetailsFragment, from: ref });
  if (!complete) return null;
  return (
    <>
      <Card>
        <Line>
          <StatusBadge $tone={PHASE_TONES[task.phase]}>{task.statusLabel}</StatusBadge>
          <span>{task.category?.name ?? ADMIN_TEXTS.dash}</span>
        </Line>
        <Details>
          <dt>{ADMIN_TEXTS.taskText}</dt>
          <dd>{task.text}</dd>
          {task.photos.length > 0 && (
            <>
              <dt>{UI_TEXTS.photos}</dt>
              <dd>
                <TaskPhotos photos={task.photos} />
              </dd>
            </>
          )}
          <dt>{UI_TEXTS.whenLabel}</dt>
          <dd>{whenLabel(task)}</dd>
          <dt>{ADMIN_TEXTS.address}</dt>
          <dd>
            {task.city.name}, {task.district.name}
          </dd>
          <dt>{ADMIN_TEXTS.client}</dt>
          <dd>
            {task.clientUser.name}
            {task.clientUser.username ? ` (@${task.clientUser.username})` : ''} · Telegram ID{' '}
            {task.clientUser.telegramId}
          </dd>
          <dt>{ADMIN_TEXTS.contact}</dt>
          <dd>
            {[task.phone, task.tgUsername ? `@${task.tgUsername}` : null].filter(Boolean).join(' · ') ||
              ADMIN_TEXTS.dash}
          </dd>
          <dt>{ADMIN_TEXTS.master}</dt>
          <dd>
            {task.master ? (
              <Link to={`/admin/contracts/${task.master.contractId}`}>
                {task.master.name} · {task.master.phone}
              </Link>
            ) : (
              ADMIN_TEXTS.noMaster
            )}
          </dd>
          <PriceFacts task={task} />
          {task.cancelReason && (
            <>
              <dt>{ADMIN_TEXTS.cancelReason}</dt>
              <dd>{[task.cancelReason.name, task.cancelReasonText].filter(Boolean).join(': ')}</dd>
            </>
          )}
          <dt>{ADMIN_TEXTS.createdAt}</dt>
          <dd>{formatDateTime(task.createdAt)}</dd>
          <dt>{ADMIN_TEXTS.updatedAt}</dt>
          <dd>{formatDateTime(task.updatedAt)}</dd>
        </Details>
      </Card>
      <Card>
        <CardTitle>{ADMIN_TEXTS.history}</CardTitle>
        <Timeline>
          {task.statusHistory.map((change) => (
            <li key={change.id}>
              <Line>
                <strong>
                  {change.fromStatusLabel ?? ADMIN_TEXTS.dash} → {change.toStatusLabel}
                </strong>
              </Line>
              <Hint>
                {[formatDateTime(change.createdAt), change.actor?.name, change.cancelReason?.name, change.reason]
                  .filter(Boolean)
                  .join(' · ')}
              </Hint>
            </li>
          ))}
        </Timeline>
      </Card>
      <Card>
        <CardTitle>{ADMIN_TEXTS.offers}</CardTitle>
        {task.offers.length === 0 ? (
          <Hint>{ADMIN_TEXTS.noOffers}</Hint>
        ) : (
          <Timeline>
            {task.offers.map((offer) => (
              <li key={offer.id}>
                <Line>
                  <Link to={`/admin/contracts/${offer.contract.id}`}>{offer.contract.name}</Link>
                  <span>{ADMIN_TEXTS.offerStates[offer.state]}</span>
                </Line>
                <Hint>
                  {offer.contract.phone} · {formatDateTime(offer.createdAt)}
                  {offer.respondedAt ? ` → ${formatDateTime(offer.respondedAt)}` : ''} ·{' '}
                  {ADMIN_TEXTS.offerWave(offer.wave)}
                  {offer.distanceM !== null ? ` · ${formatDistance(offer.distanceM)}` : ''}
                </Hint>
              </li>
            ))}
          </Timeline>
        )}
      </Card>
    </>
  );
}
