// A group reply's link (docs/product.md §13): the client's form opens filled in with the request's text and
// category. An unknown or expired link says so in the server's words, and the form stays empty. Loaded
// lazily: the first screen never waits for it.
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useEffect, type Dispatch } from 'react';
import type { ClientFlowEvent } from './client-flow';
import { graphql } from '../../gql';
import { ErrorBox } from '../../ui/layout';

export const IntakeRequestQuery = graphql(`
  query IntakeRequest($token: String!) {
    intakeRequest(token: $token) {
      text
      categoryId
    }
  }
`);

interface Props {
  token: string;
  dispatch: Dispatch<ClientFlowEvent>;
}

// tokens whose request already filled the form: back on the first step, the client's own text stays
const filled = new Set<string>();

export default function IntakePrefill({ token, dispatch }: Props) {
  const used = filled.has(token);
  const { data, error } = useQuery(IntakeRequestQuery, { variables: { token }, skip: used });
  const request = data?.intakeRequest;
  useEffect(() => {
    if (!request || filled.has(token)) return;
    filled.add(token);
    dispatch({ type: 'descriptionChanged', description: request.text });
    dispatch({ type: 'categoryDetected', categoryId: request.categoryId ?? null });
  }, [request, token, dispatch]);
  const message = !used && CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : null;
  return message ? <ErrorBox>{message}</ErrorBox> : null;
}
