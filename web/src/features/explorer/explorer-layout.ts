// GraphiQL's frame in the app: on a phone the query and the result are stacked, each the whole width, and
// every control of GraphiQL is a 44 px target.
import styled from 'styled-components';

export const Ide = styled.div`
  flex: 1;
  min-height: 0;
  .graphiql-container {
    height: 100%;
  }
  .graphiql-container button,
  .graphiql-container .graphiql-tab,
  .graphiql-container a {
    min-width: 44px;
    min-height: 44px;
  }
  /* Monaco's line numbers (#858585) read 3.9:1 on the dark editor: lighter there for 4.5:1 */
  .monaco-editor .line-numbers {
    color: ${({ theme }) => (theme.dark ? '#a3adba' : '#5f6368')} !important;
  }
  .graphiql-logo-link {
    display: inline-flex;
    align-items: center;
    color: ${({ theme }) => theme.colors.text} !important;
  }
  /* GraphiQL's own sheet loads after this one with rules as specific, so these name its container too */
  @media (max-width: 700px) {
    .graphiql-container .graphiql-sidebar,
    .graphiql-container .graphiql-logo {
      display: none;
    }
    .graphiql-container .graphiql-sessions {
      margin: 0;
    }
    /* the tabs scroll sideways across the whole width, fading at the edge where more follow */
    .graphiql-container .graphiql-session-header {
      height: auto;
    }
    .graphiql-container .graphiql-session-header .graphiql-tabs {
      flex: 1 1 0;
      min-width: 0;
      mask-image: linear-gradient(to right, #000 calc(100% - 24px), transparent);
    }
    /* the close button (a 44 px target) beside the title, not over it */
    .graphiql-container .graphiql-tab .graphiql-tab-button {
      padding-right: 48px;
    }
    .graphiql-container .graphiql-tab .graphiql-tab-close {
      right: 0;
      padding: 0;
      width: 44px;
      height: 44px;
    }
    .graphiql-container .graphiql-tab .graphiql-tab-close > svg {
      margin: auto;
    }
    /* the query, its variables and headers, then the result: one below the other at their own heights,
       the session scrolling (the result used to be drawn over the Variables/Headers pane) */
    #graphiql-session {
      flex-direction: column !important;
      overflow-y: auto;
    }
    #graphiql-session > .graphiql-editors,
    #graphiql-session > .graphiql-response {
      flex: 0 0 auto !important;
      width: 100%;
    }
    #graphiql-session > .graphiql-editors > .graphiql-query-editor {
      flex: 0 0 240px !important;
    }
    #graphiql-session > .graphiql-editors > .graphiql-editor-tool {
      flex: 0 0 140px !important;
    }
    #graphiql-session > .graphiql-response {
      height: 320px;
    }
    #graphiql-session > .graphiql-horizontal-drag-bar {
      display: none;
    }
  }
`;
