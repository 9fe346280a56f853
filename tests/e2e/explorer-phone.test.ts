// The GraphQL explorer on a phone (360 and 390 px wide): every tab's title reads whole (GraphiQL's tabs
// were cut to "RecentT" and "Fu"), and the result sits below the Variables/Headers pane instead of over it.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { Browsers, DEMO, journey } from './support/browser';
import { ARTIFACTS_DIR } from './support/paths';

let browsers: Browsers;
beforeAll(async () => {
  browsers = await Browsers.launch();
});
afterAll(async () => {
  await browsers?.close();
});

interface Box {
  name: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

// what the phone shows of the explorer: each tab's title against its own width, and the boxes of the
// editors' tools (Variables/Headers) and of the result
async function layoutOf(page: Page) {
  return page.evaluate(() => {
    const boxOf = (element: Element | null, name: string) => {
      if (!element) return null;
      const box = element.getBoundingClientRect();
      return { name, top: box.top, bottom: box.bottom, left: box.left, right: box.right };
    };
    // a title is cut when its text is wider than its button or the tab's close button lies over it
    const cutTabs = [...document.querySelectorAll('.graphiql-tab')].flatMap((tab) => {
      const button = tab.querySelector('.graphiql-tab-button');
      const close = tab.querySelector('.graphiql-tab-close');
      if (!button) return [];
      const range = document.createRange();
      range.selectNodeContents(button);
      const text = range.getBoundingClientRect();
      const own = button.getBoundingClientRect();
      const closeBox = close && getComputedStyle(close).display !== 'none' ? close.getBoundingClientRect() : null;
      const covered = closeBox && closeBox.left < text.right && closeBox.right > text.left;
      return text.width > own.width + 1 || covered ? [`${(button.textContent ?? '').trim()}`] : [];
    });
    const strip = document.querySelector('.graphiql-tabs')?.getBoundingClientRect().width ?? 0;
    return {
      cutTabs,
      strip,
      tabCount: document.querySelectorAll('.graphiql-tab').length,
      tools: boxOf(document.querySelector('.graphiql-editor-tools'), 'tools'),
      toolsBody: boxOf(document.querySelector('.graphiql-editor-tool'), 'tool editor'),
      response: boxOf(document.querySelector('.graphiql-response'), 'response'),
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

const overlaps = (a: Box, b: Box) =>
  a.top < b.bottom - 1 && b.top < a.bottom - 1 && a.left < b.right && b.left < a.right;

journey(
  'the explorer on a phone: whole tab titles, and the result below the variables and headers',
  () => browsers,
  async () => {
    const admin = await browsers.open('admin-explorer', { as: DEMO.admin, path: '/admin/explorer' });
    await admin.locator('.monaco-editor').first().waitFor();
    for (const width of [360, 390]) {
      await admin.setViewportSize({ width, height: width === 360 ? 740 : 844 });
      // the query run, and the Variables/Headers pane open, as a person opens it to give the query variables
      await admin.locator('.graphiql-execute-button').click();
      await admin.locator('.graphiql-response').getByText('"data"').waitFor();
      await admin.getByRole('button', { name: 'Variables', exact: true }).click();
      await admin.locator('.graphiql-editor-tool .monaco-editor').first().waitFor();
      await admin.waitForTimeout(300);
      await admin.screenshot({ path: path.join(ARTIFACTS_DIR, `explorer-${width}.png`), fullPage: true });
      const layout = await layoutOf(admin);
      expect({ width, cut: layout.cutTabs, overflow: layout.overflow }).toEqual({ width, cut: [], overflow: 0 });
      expect(layout.tabCount).toBeGreaterThan(1);
      // the tabs' strip spans the screen (it was squeezed to a third of it beside the logo)
      expect(layout.strip).toBeGreaterThan(width * 0.6);
      for (const pane of [layout.tools, layout.toolsBody]) {
        if (pane && layout.response)
          expect({ width, pane: pane.name, overlaps: overlaps(pane, layout.response) }).toMatchObject({
            overlaps: false,
          });
      }
    }
  },
);
