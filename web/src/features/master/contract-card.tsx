import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { mediaUrl } from '../../lib/format';
import { CONTRACT_TONES } from '../../lib/contract-status';
import type { ContractStatusName } from '../../lib/roles';
import { Button } from '../../ui/button';
import { Card, CardTitle, Hint, Row } from '../../ui/layout';
import { StatusBadge } from '../../ui/status-badge';
import { MASTER_TEXTS } from './texts';

export const ContractCardFragment = graphql(`
  fragment ContractCard_Contract on Contract {
    id
    status
    statusLabel
    name
    phone
    description
    photoPath
    address
    categories {
      id
      name
    }
    city {
      id
      name
    }
    districts {
      id
      name
    }
  }
`);

const Fields = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(90px, auto) 1fr;
  gap: 8px 12px;
  dt {
    color: ${({ theme }) => theme.colors.hint};
    font-size: 14px;
  }
  dd {
    margin: 0;
    word-break: break-word;
    white-space: pre-wrap;
  }
`;

const Photo = styled.img`
  width: 120px;
  height: 120px;
  object-fit: cover;
  border-radius: 12px;
`;

interface Props {
  contract: FragmentType<typeof ContractCardFragment>;
  deleting: boolean;
  onDelete(): void;
}

// docs/product.md §2 /master/apply read-only card 'Ваша заявка'
export function ContractCard({ contract: ref, deleting, onDelete }: Props) {
  const { data: contract, complete } = useFragment({ fragment: ContractCardFragment, from: ref });
  if (!complete) return null;
  const status = contract.status as ContractStatusName;
  const photo = mediaUrl(contract.photoPath);
  return (
    <Card>
      {/* the screen's one h1 while the application is shown */}
      <CardTitle as="h1">{MASTER_TEXTS.cardTitle}</CardTitle>
      <Row>
        <Hint>{MASTER_TEXTS.statusLabel}:</Hint>
        {/* the server's label, in the viewer's language (Contract.statusLabel) */}
        <StatusBadge $tone={CONTRACT_TONES[status]}>{contract.statusLabel}</StatusBadge>
      </Row>
      {photo && <Photo src={photo} alt={contract.name} />}
      <Fields>
        <dt>{MASTER_TEXTS.nameLabel}</dt>
        <dd>{contract.name}</dd>
        <dt>{MASTER_TEXTS.phoneLabel}</dt>
        <dd>{contract.phone}</dd>
        <dt>{MASTER_TEXTS.categoriesLabel}</dt>
        <dd>{contract.categories.map((category) => category.name).join(', ')}</dd>
        <dt>{MASTER_TEXTS.cityLabel}</dt>
        <dd>{contract.city.name}</dd>
        <dt>{MASTER_TEXTS.districtsLabel}</dt>
        <dd>
          {contract.districts.length > 0
            ? contract.districts.map((district) => district.name).join(', ')
            : MASTER_TEXTS.allDistricts}
        </dd>
        {contract.address && (
          <>
            <dt>{MASTER_TEXTS.addressLabel}</dt>
            <dd>{contract.address}</dd>
          </>
        )}
        {contract.description && (
          <>
            <dt>{MASTER_TEXTS.descriptionLabel}</dt>
            <dd>{contract.description}</dd>
          </>
        )}
      </Fields>
      <Button $variant="destructive" $block disabled={deleting} onClick={onDelete}>
        {deleting ? MASTER_TEXTS.deleting : MASTER_TEXTS.deleteApplication}
      </Button>
    </Card>
  );
}
