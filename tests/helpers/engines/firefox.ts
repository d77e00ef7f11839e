import puppeteer, { type Browser, type ElementHandle, type KeyInput } from 'puppeteer-core';
import { VIEWPORT, fulfilsWithin, pollUntil, type EngineOptions, type EngineSession } from './types.js';

/** Debian's Firefox ESR (`apt-get install firefox-esr`); puppeteer never downloads one. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

// The network is closed: every background service left on retries its unreachable server for as long
// as the browser runs. puppeteer's own defaults cover part of this; these cover the rest.
const quietPrefs = {
  'app.update.enabled': false,
  'app.normandy.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'network.predictor.enabled': false,
  'network.trr.mode': 5,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'browser.safebrowsing.downloads.enabled': false,
  'browser.safebrowsing.downloads.remote.enabled': false,
  'browser.safebrowsing.blockedURIs.enabled': false,
  'browser.safebrowsing.passwords.enabled': false,
  'browser.region.network.url': '',
  'browser.region.update.enabled': false,
  'datareporting.healthreport.uploadEnabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.unified': false,
  'toolkit.telemetry.archive.enabled': false,
  'toolkit.telemetry.server': '',
  'extensions.update.enabled': false,
  'extensions.blocklist.enabled': false,
  'dom.push.connection.enabled': false,
  'geo.provider.network.url': '',
};

// A release build ignores puppeteer's dummy remote-settings server (and keeps asking
// firefox.settings.services.mozilla.com) unless this variable allows the override.
const quietEnv = { MOZ_REMOTE_SETTINGS_DEVTOOLS: '1', MOZ_CRASHREPORTER_DISABLE: '1' };

/**
 * Headless Firefox ESR over WebDriver BiDi. With `javaScript: false` the pref `javascript.enabled` is
 * off: BiDi has no per-page switch in this Firefox (`page.setJavaScriptEnabled` answers "unknown command
 * emulation.setScriptingEnabled"), while the harness's own scripts keep running.
 */
export async function launchFirefox({
  javaScript = true,
  viewport = VIEWPORT,
  defaultFontSize,
}: EngineOptions = {}): Promise<EngineSession> {
  // The proportional font's size for the languages of Latin script (English, Spanish), as the settings' text size sets it.
  const fontPrefs = defaultFontSize ? { 'font.size.variable.x-western': defaultFontSize } : {};
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: 'webDriverBiDi',
    extraPrefsFirefox: { ...quietPrefs, ...fontPrefs, 'javascript.enabled': javaScript },
    env: { ...process.env, ...quietEnv },
    defaultViewport: viewport,
    // 0: no limit on the start, nor on any one protocol call; a slow machine only makes them slower.
    timeout: 0,
    protocolTimeout: 0,
  });

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    const child = browser.process();
    // Cleanup, not a verdict: a bounded wait for a graceful close, then the kill.
    if (await fulfilsWithin(browser.close(), 15_000)) return;
    // puppeteer starts Firefox as the leader of its own process group: this takes its content processes too.
    if (child?.pid && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };

  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    // The first tab keeps Firefox's own size: defaultViewport only reaches tabs opened later.
    await page.setViewport(viewport);
    // 0: waits and navigations end on their event, however long it takes.
    page.setDefaultTimeout(0);
    page.setDefaultNavigationTimeout(0);
    const version = await browser.version();

    const find = async (css: string) => {
      let handle: ElementHandle | null = null;
      await pollUntil(async () => (handle = await page.$(css)), `an element matching ${css}`);
      return handle!;
    };

    const evaluate = <T>(expression: string) => page.evaluate(expression) as Promise<T>;

    // Not page.click(): it waits for an IntersectionObserver in the page, which never reports when the
    // page's scripts are off. Scrolling, measuring and hit-testing are synchronous, so they work either way.
    const click = async (css: string) => {
      const handle = await find(css);
      try {
        await handle.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
        const box = await handle.boundingBox();
        if (!box) throw new Error(`${css} is not rendered, so it cannot be clicked`);
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;
        const other = await handle.evaluate(
          (el, x, y) => {
            const hit = document.elementFromPoint(x, y);
            return hit === el || (hit && el.contains(hit)) ? null : (hit?.outerHTML.slice(0, 80) ?? 'nothing');
          },
          x,
          y,
        );
        if (other) throw new Error(`a click on ${css} would land on ${other}`);
        await page.mouse.click(x, y);
      } finally {
        await handle.dispose().catch(() => {});
      }
    };

    return {
      name: 'firefox',
      version,
      resize: (size) => page.setViewport(size),
      goto: async (url, until = 'load') => {
        // puppeteer's navigation waits for the page's frames to go too, and Firefox may never report the end
        // of an iframe whose page navigates to another origin: the frames go first, removed from the page.
        if (page.mainFrame().childFrames().length > 0) {
          await evaluate(`document.querySelectorAll('iframe').forEach((frame) => frame.remove())`);
          await pollUntil(async () => page.mainFrame().childFrames().length === 0, 'the iframes to be gone');
        }
        await page.goto(url, { waitUntil: until === 'load' ? 'load' : 'domcontentloaded' });
      },
      click,
      clickAt: (x, y) => page.mouse.click(x, y),
      type: async (css, text) => {
        await click(css);
        await page.keyboard.type(text);
      },
      press: (key) => page.keyboard.press(key as KeyInput),
      evaluate,
      url: () => evaluate<string>('location.href'),
      waitFor: (expression) => pollUntil(() => evaluate(expression), expression),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
