// jest (project 'web', jsdom): DOM matchers, and the Web APIs jsdom lacks that React Router needs.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// the machine is shared: give screens time to settle before a query gives up
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  window.sessionStorage.clear();
});
