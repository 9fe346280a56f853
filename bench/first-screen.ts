// The client's first screen over the wire (docs/performance.md "First screen over the network"): the
// production build served by the real server (its pre-compressed .br and .gz copies, web/dist), opened
// in Debian's Chromium as a signed-in client on a cold cache. Per encoding (brotli, gzip, none): the bytes
// transferred until the form shows (bodies as sent plus headers, Chromium's own count) and the time to it
// on Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) with a 4x slower CPU; then
// a second visit with the cache the first one left. `npm run -w web build` first; `npm run bench:first-screen`.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { initDataFor } from './http';
import { killAllChildren, startApiNode } from './processes';

const root = path.resolve(__dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CLIENT_ID = 900_000_501;
const SLOW_4G = { latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const RUNS = Number(process.env.BENCH_FIRST_SCREEN_RUNS ?? 3);

interface Visit {
  ms: number;
  bytes: number;
  scriptBytes: number;
  requests: number;
  encodings: string[];
}

async function visit(url: string, initData: string, encoding: string): Promise<{ cold: Visit; warm: Visit }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
    await context.addInitScript((value) => sessionStorage.setItem('usta.initData', value), initData);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (encoding !== 'br') await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': encoding } });
    const types = new Map<string, string>();
    const encodings = new Set<string>();
    let transferred: { bytes: number; scripts: number; requests: number } = { bytes: 0, scripts: 0, requests: 0 };
    cdp.on('Network.responseReceived', (event) => {
      types.set(event.requestId, event.type);
      const found = Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding');
      if (event.type === 'Script') encodings.add(found ? String(found[1]) : 'identity');
    });
    cdp.on('Network.loadingFinished', (event) => {
      transferred.bytes += event.encodedDataLength;
      transferred.requests += 1;
      if (types.get(event.requestId) === 'Script') transferred.scripts += event.encodedDataLength;
    });
    const open = async (): Promise<Visit> => {
      transferred = { bytes: 0, scripts: 0, requests: 0 };
      const started = Date.now();
      await page.goto(`${url}/client`);
      await page.getByRole('button', { name: 'Создать', exact: true }).waitFor({ timeout: 120_000 });
      const ms = Date.now() - started;
      return {
        ms,
        bytes: transferred.bytes,
        scriptBytes: transferred.scripts,
        requests: transferred.requests,
        encodings: [...encodings],
      };
    };
    const cold = await open();
    const warm = await open();
    return { cold, warm };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const node = await startApiNode('first-screen', { WEB_DIST: path.join(root, 'web', 'dist') });
  try {
    const initData = initDataFor(CLIENT_ID);
    const role = await fetch(`${node.url}/api/tg-webapp/user/set-role`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-init-data': initData },
      body: JSON.stringify({ role: 0 }),
    });
    if (!role.ok) throw new Error(`set-role answered ${role.status}`);
    console.log(`first screen of /client, slow 4G (150 ms, 1.6 Mbit/s) and CPU x4, median of ${RUNS}`);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const visits = [];
      for (let run = 0; run < RUNS; run++) visits.push(await visit(node.url, initData, encoding));
      const cold = visits.map((v) => v.cold);
      const warm = visits.map((v) => v.warm);
      console.log(
        `${encoding.padEnd(8)} cold: ${median(cold.map((v) => v.ms))} ms, ${kb(median(cold.map((v) => v.bytes)))} ` +
          `(scripts ${kb(median(cold.map((v) => v.scriptBytes)))}, ${cold[0].requests} requests, ` +
          `served as ${cold[0].encodings.join('/')}); second visit: ${median(warm.map((v) => v.ms))} ms, ` +
          `${kb(median(warm.map((v) => v.bytes)))}`,
      );
    }
  } finally {
    await node.stop();
  }
}

main().catch((error) => {
  console.error(error);
  killAllChildren();
  process.exit(1);
});
