import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { copyText } from '../../lib/clipboard';
import { formatDateTime } from '../../lib/format';
import { Button, LinkButton } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Card, CardTitle, ErrorBox, Hint } from '../../ui/layout';
import { LoadingBlock } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { AdminPage } from './admin-ui';
import { ConfirmDialog, useAdminAction, type FieldErrors } from './admin-actions';
import { Line } from '../../ui/list';
import { ADMIN_TEXTS } from './texts';

export const ApiTokensQuery = graphql(`
  query ApiTokens {
    apiTokens {
      id
      name
      createdAt
      lastUsedAt
      revokedAt
      createdBy {
        id
        name
      }
    }
  }
`);

export const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($name: String!) {
    createApiToken(name: $name) {
      __typename
      ... on MutationCreateApiTokenSuccess {
        data {
          token
          apiToken {
            id
            name
          }
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: Int!) {
    revokeApiToken(id: $id) {
      __typename
      ... on MutationRevokeApiTokenSuccess {
        data {
          id
          revokedAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

const Secret = styled.code`
  display: block;
  padding: 10px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.secondaryBg};
  word-break: break-all;
  font-size: 13px;
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  li {
    list-style: none;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.separator};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

// /admin/api-tokens: read-only tokens for analysts (the secret is shown once, right after it is made)
export function AdminApiTokensScreen() {
  const { toast } = useToast();
  const { data, loading, error } = useQuery(ApiTokensQuery, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CreateApiTokenMutation, { refetchQueries: ['ApiTokens'] });
  const [revoke] = useMutation(RevokeApiTokenMutation);
  const { run, busy } = useAdminAction();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [issued, setIssued] = useState<{ name: string; token: string } | null>(null);
  const [revoking, setRevoking] = useState<{ id: number; name: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let secret: { name: string; token: string } | null = null;
    const fieldErrors = await run(
      async () => {
        const outcome = (await create({ variables: { name } })).data?.createApiToken;
        if (outcome?.__typename === 'MutationCreateApiTokenSuccess')
          secret = { name: outcome.data.apiToken.name, token: outcome.data.token };
        return outcome;
      },
      { done: ADMIN_TEXTS.tokenCreated, failed: ADMIN_TEXTS.actionFailed },
    );
    setErrors(fieldErrors ?? {});
    if (fieldErrors === null) {
      setIssued(secret);
      setName('');
    }
  };

  return (
    <AdminPage
      title={ADMIN_TEXTS.apiTokensTitle}
      actions={<Link to="/admin/explorer">{ADMIN_TEXTS.nav.explorer}</Link>}
    >
      <Hint>{ADMIN_TEXTS.apiTokensHint}</Hint>
      <Card as="form" onSubmit={submit} noValidate>
        <TextField
          label={ADMIN_TEXTS.tokenName}
          placeholder={ADMIN_TEXTS.tokenNamePlaceholder}
          value={name}
          maxLength={100}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {ADMIN_TEXTS.createToken}
        </Button>
        {issued && (
          <div role="status">
            <Hint>{ADMIN_TEXTS.tokenShownOnce}</Hint>
            <Secret aria-label={issued.name}>{issued.token}</Secret>
            <LinkButton
              onClick={async () => {
                if (await copyText(issued.token)) toast({ title: ADMIN_TEXTS.tokenCopied });
                else window.alert(issued.token);
              }}
            >
              {ADMIN_TEXTS.copyToken}
            </LinkButton>
          </div>
        )}
      </Card>
      <Card>
        <CardTitle>{ADMIN_TEXTS.apiTokensTitle}</CardTitle>
        {loading && !data ? (
          <LoadingBlock />
        ) : error && !data ? (
          <ErrorBox>{ADMIN_TEXTS.loadFailed}</ErrorBox>
        ) : !data?.apiTokens.length ? (
          <Hint>{ADMIN_TEXTS.noTokens}</Hint>
        ) : (
          <Rows>
            {data.apiTokens.map((token) => (
              <li key={token.id}>
                <Line>
                  <strong>{token.name}</strong>
                  {token.revokedAt ? (
                    <Hint>
                      {ADMIN_TEXTS.revokedAt}: {formatDateTime(token.revokedAt)}
                    </Hint>
                  ) : (
                    <LinkButton
                      aria-label={`${ADMIN_TEXTS.revoke}: ${token.name}`}
                      onClick={() => setRevoking({ id: token.id, name: token.name })}
                    >
                      {ADMIN_TEXTS.revoke}
                    </LinkButton>
                  )}
                </Line>
                <Hint>
                  {formatDateTime(token.createdAt)} · {token.createdBy.name}
                  {token.lastUsedAt ? ` · ${ADMIN_TEXTS.lastUsedAt}: ${formatDateTime(token.lastUsedAt)}` : ''}
                </Hint>
              </li>
            ))}
          </Rows>
        )}
      </Card>
      {revoking && (
        <ConfirmDialog
          title={ADMIN_TEXTS.revoke}
          confirmLabel={ADMIN_TEXTS.revoke}
          destructive
          busy={busy}
          onClose={() => setRevoking(null)}
          onConfirm={async () => {
            await run(async () => (await revoke({ variables: { id: revoking.id } })).data?.revokeApiToken, {
              done: ADMIN_TEXTS.tokenRevoked,
              failed: ADMIN_TEXTS.actionFailed,
            });
            setRevoking(null);
          }}
        >
          <p style={{ margin: 0 }}>{ADMIN_TEXTS.revokeConfirm(revoking.name)}</p>
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
