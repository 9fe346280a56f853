// The page shell (web/index.html): axe's meta-viewport rule, zoom must stay allowed.
import fs from 'node:fs';
import path from 'node:path';

const html = fs.readFileSync(path.join(__dirname, '..', '..', 'index.html'), 'utf8');

function viewport(): Map<string, string> {
  document.documentElement.innerHTML = html.replace(/^<!doctype html>/i, '');
  const content = document.querySelector<HTMLMetaElement>('meta[name="viewport"]')?.content ?? '';
  return new Map(content.split(',').map((part) => part.split('=').map((value) => value.trim()) as [string, string]));
}

describe('index.html viewport', () => {
  it('lets the user zoom (no user-scalable=no, no maximum-scale below 5)', () => {
    const settings = viewport();
    expect(settings.get('width')).toBe('device-width');
    expect(['no', '0']).not.toContain(settings.get('user-scalable'));
    const maximum = settings.get('maximum-scale');
    if (maximum !== undefined) expect(Number(maximum)).toBeGreaterThanOrEqual(5);
  });

  it('keeps the page under the notch and home bar (viewport-fit=cover)', () => {
    expect(viewport().get('viewport-fit')).toBe('cover');
  });
});
