// Debian's Chromium (installed by .ci/run, never downloaded) driven by playwright-core, one browser per
// test file and one context per person, so roles meet as they do on two or three phones. Nothing in
// the browser is mocked: every call goes to the real server.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { ARTIFACTS_DIR, E2E_URL_ENV } from './paths';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-gpu',
  '--headless',
];
// a shared 2-core machine: generous, but a missing screen still fails within the test's time
const ACTION_TIMEOUT_MS = 20_000;
export const INIT_DATA_KEY = 'usta.initData';

// the seeded demo users (prisma/seed-data/reference.json), by Telegram id
export const DEMO = {
  client: { id: '900000001', name: 'Азиз Каримов' },
  client2: { id: '900000002', name: 'Нигора Юсупова' },
  admin: { id: '900000003', name: 'Дилноза Рахимова' },
  guest: { id: '900000004', name: 'Гость' },
  // plumbing + heating, the whole of Ташкент
  plumber: { id: '900000011', name: 'Бахтиёр Саидов', phone: '+998901234501', username: 'bakhtiyor_usta' },
  // electrical + handyman, Чиланзарский and Юнусабадский districts
  electrician: { id: '900000012', name: 'Рустам Ахмедов' },
  // plumbing, tiling, renovation, the whole of Ташкент
  plumber2: { id: '900000014', name: 'Ойбек Мирзаев' },
} as const;

export type DemoUser = (typeof DEMO)[keyof typeof DEMO];

export function baseUrl(): string {
  const url = process.env[E2E_URL_ENV];
  if (!url) throw new Error(`${E2E_URL_ENV} is not set: run the journeys with tests/e2e/jest.config.js`);
  return url;
}

export interface RestOptions {
  method?: string;
  body?: unknown;
  initData?: string;
  // a journey's own server (its own database) instead of the run's
  server?: string;
}

// A call to the server from the test itself (setting up a session, reading what the server holds).
export async function rest<T = any>(
  url: string,
  { method = 'GET', body, initData, server = baseUrl() }: RestOptions = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (initData) headers['X-Telegram-Init-Data'] = initData;
  const response = await fetch(`${server}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

// Init data signed by the server's development sign-in, as the sign-in screen gets it (`server`: a
// journey's own server instead of the run's).
export async function initDataFor(user: DemoUser, server?: string): Promise<string> {
  const { status, body } = await rest<{ success: boolean; init_data: string }>('/api/dev/sign-in', {
    method: 'POST',
    body: { telegram_id: user.id },
    server,
  });
  if (status !== 200 || !body?.init_data) throw new Error(`dev sign-in for ${user.name} answered ${status}`);
  return body.init_data;
}

let axeSource: string | null = null;
function axeScript(): string {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; html: string; failureSummary: string }[];
}

const BLOCKING_IMPACTS = ['serious', 'critical'];

export interface OpenOptions {
  // signed in through the saved session value (sessionStorage), as after an earlier sign-in
  as?: DemoUser;
  path?: string;
  // the system's colour scheme (the app's own dark palette outside Telegram's theme)
  colorScheme?: 'light' | 'dark';
  // a journey's own server (its own database) instead of the run's
  server?: string;
}

// A page's live socket: the GraphQL over WebSocket frames it received.
export interface SocketLog {
  frames: string[];
}

export class Browsers {
  private readonly contexts: { label: string; context: BrowserContext; page: Page }[] = [];
  readonly axeFindings: { screen: string; violations: AxeViolation[] }[] = [];
  private readonly sockets = new Map<Page, SocketLog>();

  private constructor(readonly browser: Browser) {}

  static async launch(): Promise<Browsers> {
    if (!fs.existsSync(CHROMIUM_PATH))
      throw new Error(`${CHROMIUM_PATH} is missing: .ci/run installs Debian's chromium`);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    return new Browsers(browser);
  }

  // A new person: own context (own sessionStorage, cookies, socket), a phone-sized window.
  async open(label: string, { as, path: at = '/', colorScheme = 'light', server }: OpenOptions = {}): Promise<Page> {
    const context = await this.browser.newContext({
      viewport: { width: 400, height: 860 },
      locale: 'ru-RU',
      timezoneId: 'Asia/Tashkent',
      colorScheme,
      // no check may race an animation: the app honours reduced motion (web/src/ui/global-style.ts)
      reducedMotion: 'reduce',
    });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    if (as) {
      const initData = await initDataFor(as, server);
      // only when nothing is saved: the app's own clearing (a rejected signature) must stay cleared
      await context.addInitScript(
        ({ key, value }) => {
          const storage = (globalThis as any).sessionStorage;
          if (!storage.getItem(key)) storage.setItem(key, value);
        },
        { key: INIT_DATA_KEY, value: initData },
      );
    }
    const page = await context.newPage();
    // a script error in the page (a blank screen) is printed where the failing test is read
    page.on('pageerror', (error) => console.error(`${label}: page error: ${error.stack ?? error.message}`));
    this.sockets.set(page, Browsers.trackSocket(page));
    this.contexts.push({ label, context, page });
    if (at) await page.goto(`${server ?? baseUrl()}${at}`);
    return page;
  }

  // What a page opened by open() received over its GraphQL socket.
  socketOf(page: Page): SocketLog {
    const log = this.sockets.get(page);
    if (!log) throw new Error('not a page of open()');
    return log;
  }

  // Every received WebSocket frame of the page, from now on (the app opens its socket after first paint).
  static trackSocket(page: Page): SocketLog {
    const log: SocketLog = { frames: [] };
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/graphql')) return;
      socket.on('framereceived', (frame) =>
        log.frames.push(typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8')),
      );
    });
    return log;
  }

  // Screenshot under artifacts/e2e and an axe-core scan with the default rules: no serious or critical finding.
  // `exclude`: parts of the page axe leaves out (a third-party widget's own markup, said where it is passed);
  // `screenshot: false` skips the picture (a test that checks many screens takes them on request)
  async checkScreen(
    page: Page,
    screen: string,
    exclude: string[] = [],
    { screenshot = true }: { screenshot?: boolean } = {},
  ): Promise<void> {
    if (screenshot)
      await page.screenshot({
        path: path.join(ARTIFACTS_DIR, `${screen}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    // A screen still fading in reads as low contrast (axe takes the blended colours: a button at half
    // opacity was 2.07:1 once in CI): its finite transitions and animations end first; a spinner's endless
    // one is not waited for.
    await page
      .waitForFunction(
        () =>
          document
            .getAnimations()
            .every(
              (animation) =>
                animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
            ),
        undefined,
        { timeout: 5000 },
      )
      .catch(() => undefined);
    // once per page load: a screen reached inside the app keeps the axe of the one before
    if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ content: axeScript() });
    const violations = await page.evaluate(async (left) => {
      const axe = (globalThis as any).axe;
      const context = left.length ? { include: [['html']], exclude: left.map((selector) => [selector]) } : document;
      const result = await axe.run(context, { resultTypes: ['violations'] });
      return result.violations.map((violation: any) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        helpUrl: violation.helpUrl,
        nodes: violation.nodes.map((node: any) => ({
          target: node.target.map(String),
          html: node.html,
          failureSummary: node.failureSummary,
        })),
      }));
    }, exclude);
    this.axeFindings.push({ screen, violations });
    const axeDir = path.join(ARTIFACTS_DIR, 'axe');
    fs.mkdirSync(axeDir, { recursive: true });
    fs.writeFileSync(
      path.join(axeDir, `${screen}.json`),
      `${JSON.stringify({ url: page.url(), violations }, null, 2)}\n`,
    );
    const blocking = (violations as AxeViolation[]).filter((violation) =>
      BLOCKING_IMPACTS.includes(violation.impact ?? ''),
    );
    if (blocking.length) {
      const lines = blocking.map(
        (violation) =>
          `- ${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes
            .slice(0, 5)
            .map(
              (node) =>
                `    ${node.target.join(' ')}: ${node.html}\n      ${node.failureSummary.replace(/\n/g, '\n      ')}`,
            )
            .join('\n')}`,
      );
      throw new Error(`axe-core found serious or critical problems on ${screen} (${page.url()}):\n${lines.join('\n')}`);
    }
  }

  // On a failed journey: what every person's screen showed, for the CI artifacts.
  async captureFailure(testName: string): Promise<void> {
    const dir = path.join(ARTIFACTS_DIR, 'failures');
    fs.mkdirSync(dir, { recursive: true });
    const slug = testName.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
    for (const { label, page } of this.contexts) {
      await page.screenshot({ path: path.join(dir, `${slug}-${label}.png`), fullPage: true }).catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}

// jest `test` whose failure leaves screenshots of every open page in artifacts/e2e/failures
export function journey(name: string, browsers: () => Browsers, body: () => Promise<void>, timeoutMs?: number): void {
  test(
    name,
    async () => {
      try {
        await body();
      } catch (error) {
        await browsers().captureFailure(name);
        throw error;
      }
    },
    timeoutMs,
  );
}

// Text on screen, matched whole (a substring match would take 'Задача завершена' for 'Задача завершена!').
export function text(scope: Page | Locator, value: string | RegExp): Locator {
  return scope.getByText(value, { exact: typeof value === 'string' }).first();
}

export async function see(scope: Page | Locator, value: string | RegExp, timeout?: number): Promise<void> {
  await text(scope, value).waitFor({ state: 'visible', timeout });
}

export async function gone(scope: Page | Locator, value: string | RegExp, timeout?: number): Promise<void> {
  await scope
    .getByText(value, { exact: typeof value === 'string' })
    .first()
    .waitFor({ state: 'hidden', timeout });
}

// A mark in the page's JavaScript world: still there later means the page was never reloaded.
export async function markPage(page: Page): Promise<string> {
  const mark = crypto.randomBytes(6).toString('hex');
  await page.evaluate((value) => {
    (globalThis as any).__ustaE2eMark = value;
  }, mark);
  return mark;
}

export async function expectNotReloaded(page: Page, mark: string): Promise<void> {
  const current = await page.evaluate(() => (globalThis as any).__ustaE2eMark ?? null);
  expect(current).toBe(mark);
}

// The SearchableSelect of the app: type into the combobox, pick the option by its name.
export async function pick(page: Page, comboboxLabel: string, query: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: comboboxLabel, exact: true });
  await box.click();
  await box.fill(query);
  await page.getByRole('option', { name: option }).first().click();
}

export async function openMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  const menu = page.getByRole('navigation', { name: 'Меню' });
  await menu.waitFor();
  return menu;
}

// A small real PNG (a 16x16 square), for the master's photo.
export function pngSquare(): Buffer {
  const width = 16;
  const height = 16;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buffer: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set([40 + x * 10, 120, 200 - y * 8], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Waits until a field holds the expected value (screens fill fields after their data arrives).
export async function expectValue(field: Locator, expected: string, timeoutMs = ACTION_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let value = await field.inputValue();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await field.inputValue();
  }
  expect(value).toBe(expected);
}
