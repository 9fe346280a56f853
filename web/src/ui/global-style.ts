import { createGlobalStyle } from 'styled-components';

// Safe areas come from the Telegram SDK's CSS variables, or the browser's env() outside Telegram.
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  :root {
    --safe-top: calc(var(--tg-viewport-safe-area-inset-top, env(safe-area-inset-top, 0px)) + var(--tg-viewport-content-safe-area-inset-top, 0px));
    --safe-bottom: calc(var(--tg-viewport-safe-area-inset-bottom, env(safe-area-inset-bottom, 0px)) + var(--tg-viewport-content-safe-area-inset-bottom, 0px));
    --header-height: 56px;
    color-scheme: ${({ theme }) => (theme.dark ? 'dark' : 'light')};
  }
  html, body { margin: 0; padding: 0; }
  body {
    min-height: var(--tg-viewport-stable-height, 100vh);
    background: ${({ theme }) => theme.colors.secondaryBg};
    color: ${({ theme }) => theme.colors.text};
    font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    font-size: 15px;
    line-height: 1.4;
    -webkit-font-smoothing: antialiased;
    -webkit-tap-highlight-color: transparent;
  }
  a { color: ${({ theme }) => theme.colors.link}; }
  button, input, textarea, select { font: inherit; color: inherit; }
  h1, h2, h3 { margin: 0; line-height: 1.25; }
  @keyframes usta-spin { to { transform: rotate(360deg); } }
  @keyframes usta-dots { 0%, 20% { opacity: 0; } 50% { opacity: 1; } 100% { opacity: 0; } }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
