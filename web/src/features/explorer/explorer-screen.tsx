// GraphiQL served from our own bundle (no CDN), in its own lazy chunk: the Monaco editor it brings is
// large and only admins and analysts ever load it.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { ANALYTICS_EXAMPLES } from './example-queries';
import { Link } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { Ide } from './explorer-layout';
import { getInitData } from '../../lib/init-data';
import { Button } from '../../ui/button';
import { Input } from '../../ui/field';
import { ErrorBox, Hint } from '../../ui/layout';
import { LoadingBlock } from '../../ui/spinner';
import { checkExplorerAccess, createExplorerFetcher, type ExplorerCredential } from './explorer-fetcher';
import { EXPLORER_TEXTS } from './texts';

const ANALYST_EXAMPLES = ANALYTICS_EXAMPLES.filter((example) => !example.adminOnly);

// this tab only: a token typed in is not kept after the browser closes
const TOKEN_KEY = 'usta.analystToken';

function savedToken(): string {
  try {
    return window.sessionStorage.getItem(TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

function saveToken(token: string) {
  try {
    if (token) window.sessionStorage.setItem(TOKEN_KEY, token);
    else window.sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // no storage: the token lives as long as the page
  }
}

const Page = styled.div<{ $standalone: boolean }>`
  display: flex;
  flex-direction: column;
  height: ${({ $standalone }) => ($standalone ? '100vh' : 'calc(100vh - var(--header-height) - var(--safe-top))')};
  background: ${({ theme }) => theme.colors.bg};
`;

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 8px 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.separator};
  h1 {
    font-size: 17px;
    margin-right: auto;
  }
  input {
    max-width: 320px;
    min-height: 44px;
    padding: 6px 10px;
  }
  button {
    min-height: 44px;
    padding: 6px 12px;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

// The editor's themes. Monaco's dark theme writes comments in #608b4e, 3.6:1 on GraphiQL's dark editor
// (#212a3b), under the 4.5:1 the app holds every text to (the phone screens test found it). The dark one is
// GraphiQL's look (its colours as @graphiql/react 0.39 defines them: a transparent editor, its pink
// accents) with comments at 6.8:1, and keywords and arguments lightened: on the current line's highlight
// (#2c3546) Monaco's #569cd6 keyword read 4.2:1 and GraphiQL's #908aff argument 4.3:1, now 5.3:1 both. The
// light one is GraphiQL's own (its comments read 5.1:1).
const EDITOR_THEME = { dark: 'usta-dark', light: 'graphiql-LIGHT' } as const;
const GRAPHIQL_DARK = { bg: '#212a3b', primary: '#ff5794', primaryBg: '#ff579419', secondary: '#b7c2d711' };

// true once the dark theme is defined in Monaco (the module GraphiQL loads too), before GraphiQL asks for it
function useEditorTheme(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    void import('monaco-graphql/monaco-editor').then(({ editor }) => {
      const { bg, primary, primaryBg, secondary } = GRAPHIQL_DARK;
      editor.defineTheme(EDITOR_THEME.dark, {
        base: 'vs-dark',
        inherit: true,
        colors: {
          'editor.background': '#ffffff00',
          'scrollbar.shadow': '#ffffff00',
          'textLink.foreground': primary,
          'editorHoverWidget.background': bg,
          'editorWidget.background': bg,
          'editorSuggestWidget.background': bg,
          'editorSuggestWidget.selectedBackground': primaryBg,
          'editorSuggestWidget.selectedForeground': primary,
          'list.hoverBackground': primaryBg,
          'list.highlightForeground': primary,
          'menu.background': bg,
          'quickInput.background': bg,
          'input.background': secondary,
          focusBorder: primary,
        },
        rules: [
          { token: 'argument.identifier.gql', foreground: '#a59fff' },
          { token: 'comment', foreground: '#8fbf7f' },
          { token: 'keyword', foreground: '#6fb0e8' },
        ],
      });
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, []);
  return ready;
}

interface Props {
  // /explorer for analysts: no Telegram session, a token only
  standalone?: boolean;
}

export function ExplorerScreen({ standalone = false }: Props) {
  const theme = useTheme();
  const [token, setToken] = useState(savedToken);
  const [draft, setDraft] = useState(token);
  // an admin signed in works as himself: the token is the analysts' way in (/explorer) only
  const credential = useMemo<ExplorerCredential | null>(
    () => (standalone ? (token ? { kind: 'token', token } : null) : getInitData() ? { kind: 'session' } : null),
    [token, standalone],
  );
  const [access, setAccess] = useState<'checking' | 'granted' | 'denied'>('checking');
  const editorThemeReady = useEditorTheme();

  useEffect(() => {
    let current = true;
    if (!credential) {
      setAccess('denied');
      return;
    }
    setAccess('checking');
    void checkExplorerAccess(credential).then((granted) => current && setAccess(granted ? 'granted' : 'denied'));
    return () => {
      current = false;
    };
  }, [credential]);

  const fetcher = useMemo(() => (credential ? createExplorerFetcher(credential) : null), [credential]);

  const connect = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    saveToken(next);
    setToken(next);
  };

  return (
    <Page $standalone={standalone}>
      <Bar onSubmit={connect}>
        <h1>{EXPLORER_TEXTS.title}</h1>
        {!standalone && <Link to="/admin/api-tokens">{EXPLORER_TEXTS.manageTokens}</Link>}
        {standalone && (
          <>
            <Input
              type="password"
              autoComplete="off"
              aria-label={EXPLORER_TEXTS.tokenLabel}
              placeholder={`${EXPLORER_TEXTS.tokenLabel}: ${EXPLORER_TEXTS.tokenPlaceholder}`}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" disabled={draft.trim() === token}>
              {EXPLORER_TEXTS.connect}
            </Button>
          </>
        )}
        {standalone && token && (
          <Button
            $variant="secondary"
            onClick={() => {
              saveToken('');
              setToken('');
              setDraft('');
            }}
          >
            {EXPLORER_TEXTS.disconnect}
          </Button>
        )}
      </Bar>
      {access === 'checking' || !editorThemeReady ? (
        <LoadingBlock text={EXPLORER_TEXTS.checking} />
      ) : access === 'denied' || !fetcher ? (
        <div style={{ padding: 16 }}>
          <ErrorBox>{EXPLORER_TEXTS.denied}</ErrorBox>
        </div>
      ) : (
        <>
          <Hint style={{ padding: '4px 12px' }}>
            {credential?.kind === 'token' ? EXPLORER_TEXTS.asAnalyst : EXPLORER_TEXTS.asAdmin}
          </Hint>
          <Ide>
            <GraphiQL
              // a new credential is a new session of the IDE (its schema is fetched again)
              key={credential?.kind === 'token' ? `token:${token}` : 'session'}
              fetcher={fetcher as GraphiQLProps['fetcher']}
              defaultQuery={credential?.kind === 'token' ? ANALYST_EXAMPLES[0].query : EXPLORER_TEXTS.defaultQuery}
              // an admin: the first tab as before, then the saved examples; an analyst token: only what it
              // may read (analytics and reference data, no person's records)
              defaultTabs={
                credential?.kind === 'token'
                  ? ANALYST_EXAMPLES
                  : [{ query: EXPLORER_TEXTS.defaultQuery }, ...ANALYTICS_EXAMPLES]
              }
              forcedTheme={theme.dark ? 'dark' : 'light'}
              editorTheme={EDITOR_THEME}
              shouldPersistHeaders={false}
            />
          </Ide>
        </>
      )}
    </Page>
  );
}

export function AdminExplorerScreen() {
  return <ExplorerScreen />;
}

export function AnalystExplorerScreen() {
  return <ExplorerScreen standalone />;
}
