// The app renders with Preact's React layer (web/vite.config.ts). Preact runs effects after the next
// paint; React runs them soon after the commit, before the browser handles another event, and the screens
// count on that (a socket subscription opened by an effect is open before the next message, a form's key
// settled before the first keystroke). So effects run in a microtask after each commit, here and in the
// tests (web/src/test/setup.ts).
import { options } from 'preact';

options.requestAnimationFrame = (flush: () => void) => queueMicrotask(flush);
