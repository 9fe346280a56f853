// After a change of language: names, labels and statuses the cache holds were written in the old one.
// The queries on screen are read again (their answers replace the cached objects' texts); the answers
// of queries not on screen are dropped from the cache, so a screen opened later asks the server again
// instead of showing the old language; the live socket is replaced (lib/realtime.ts restartRealtime).
import type { ApolloClient } from '@apollo/client';
import { restartRealtime } from './realtime';

export function rereadInNewLanguage(client: ApolloClient): void {
  restartRealtime();
  const onScreen = new Set<string>();
  for (const query of client.getObservableQueries('active')) {
    for (const definition of query.query.definitions) {
      if (definition.kind !== 'OperationDefinition') continue;
      for (const selection of definition.selectionSet.selections)
        if (selection.kind === 'Field') onScreen.add(selection.name.value);
    }
  }
  client.cache.modify({
    id: 'ROOT_QUERY',
    fields: (value, { fieldName, DELETE }) => (onScreen.has(fieldName) ? value : DELETE),
  });
  void client.refetchQueries({ include: 'active' }).catch(() => undefined);
}
