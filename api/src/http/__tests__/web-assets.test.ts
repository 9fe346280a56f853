// The web app's files: the build's brotli and gzip copies go out with Content-Encoding, hashed assets are
// kept a year, the HTML is asked for anew each time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

const SCRIPT = `export const screen = "${'первый экран '.repeat(200)}";\n`;
const HTML = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${' '.repeat(600)}</body></html>`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'usta-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  for (const [name, text] of [
    ['assets/index-Ab12Cd34.js', SCRIPT],
    ['index.html', HTML],
  ]) {
    const file = path.join(dist, name);
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  }
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.request({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('web assets', () => {
  it('sends a hashed asset as brotli, gzip or plain by Accept-Encoding, kept a year', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 5);

    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never lets the HTML be kept, on any route of the app, and compresses it too', async () => {
    for (const url of ['/', '/client/tasks', '/master/dashboard']) {
      const html = await get(url, 'br');
      expect(html.statusCode).toBe(200);
      expect(html.headers['cache-control']).toBe('no-cache');
      expect(html.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(html.rawPayload).toString()).toBe(HTML);
    }
  });
});
