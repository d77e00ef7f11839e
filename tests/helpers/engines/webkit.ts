import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../../tools/free-port.js';
import { NO_LIMIT } from '../patience.js';
import { PollingEnded, VIEWPORT, pollUntil, type EngineOptions, type EngineSession } from './types.js';

/** Debian's WebKitGTK WebDriver (`apt-get install webkit2gtk-driver`, which brings the engine). */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/** WebKitGTK's MiniBrowser ships inside the library's package, in an architecture- and API-named folder. */
export function miniBrowserPath(): string {
  if (process.env.WEBKIT_MINIBROWSER_PATH) return process.env.WEBKIT_MINIBROWSER_PATH;
  const archDirs = readdirSync('/usr/lib').filter((dir) => dir.endsWith('-linux-gnu'));
  for (const api of ['webkitgtk-6.0', 'webkit2gtk-4.1', 'webkit2gtk-4.0']) {
    for (const arch of archDirs) {
      const path = `/usr/lib/${arch}/${api}/MiniBrowser`;
      if (existsSync(path)) return path;
    }
  }
  throw new Error('No WebKitGTK MiniBrowser under /usr/lib/*/webkit*/ (apt-get install webkit2gtk-driver)');
}

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

// WebDriver's code points for the keys that are not characters.
const specialKeys: Record<string, string> = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Escape: '\uE00C',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Delete: '\uE017',
};

function keyValue(key: string): string {
  if ([...key].length === 1) return key;
  const value = specialKeys[key];
  if (!value) throw new Error(`No WebDriver key value for ${key}`);
  return value;
}

type Started = { child: ChildProcess; output: string[]; exited: Promise<void>; ended: () => boolean };

/** Output is kept (the last lines) to explain a failed start. */
function start(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; fd3?: boolean } = {}): Started {
  const child = spawn(command, args, {
    env: options.env ?? process.env,
    // Its own process group, so stopping it also stops what it started (MiniBrowser and its helpers).
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', ...(options.fd3 ? ['pipe' as const] : [])],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let ended = false;
  // A program that cannot start emits 'error' and may never emit 'exit'.
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', (error) => (output.push(String(error)), resolve()));
  }).then(() => {
    ended = true;
  });
  return { child, output, exited, ended: () => ended };
}

/** Ends the program's whole process group: the driver's MiniBrowser and that one's helper processes too. */
async function stop({ child, ended }: Started): Promise<void> {
  const group = child.pid;
  if (!group) return;
  const signal = (name: NodeJS.Signals | 0) => {
    try {
      process.kill(-group, name);
      return true;
    } catch {
      return false;
    }
  };
  // Cleanup, not a verdict: a bounded wait after each signal.
  const gone = async (ms: number) => {
    for (const until = Date.now() + ms; Date.now() < until; await sleep(50)) {
      if (ended() && !signal(0)) return true;
    }
    return false;
  };
  if (!signal('SIGTERM')) return;
  if (!(await gone(5_000))) {
    signal('SIGKILL');
    await gone(5_000);
  }
}

/** A display of its own: Xvfb picks a free number and writes it to fd 3. */
async function startXvfb(): Promise<Started & { display: string }> {
  const xvfb = start('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], { fd3: true });
  let written = '';
  xvfb.child.stdio[3]!.on('data', (chunk: Buffer) => (written += chunk.toString()));
  await pollUntil(async () => {
    if (xvfb.ended()) throw new PollingEnded(`Xvfb exited: ${xvfb.output.join('')}`);
    return written.includes('\n');
  }, 'Xvfb to report its display').catch(async (error) => {
    await stop(xvfb);
    throw error;
  });
  return { ...xvfb, display: `:${written.trim()}` };
}

type WebDriverFailure = { error: string; message: string };

/**
 * One HTTP request, answered however late: node:http rather than fetch, which gives up on an answer that takes
 * over 300 s (undici's headersTimeout). A fresh connection each time: no kept-alive socket the driver may close
 * just as a request goes out.
 */
function request(
  method: string,
  url: string,
  body?: object,
  signal?: AbortSignal,
): Promise<{ status: number; text: string }> {
  const payload = body ? JSON.stringify(body) : undefined;
  const headers = payload
    ? { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(payload) }
    : {};
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method, headers, signal, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
      response.on('close', () => reject(new Error('the connection closed mid-answer')));
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (W3C WebDriver over HTTP), in an Xvfb display of
 * its own: MiniBrowser has no headless mode. With `javaScript: false` MiniBrowser starts with the
 * WebKitSettings property `enable-javascript` off; the driver's scripts still run.
 */
export async function launchWebKit({
  javaScript = true,
  viewport = VIEWPORT,
  defaultFontSize,
  pageLoadStrategy = 'normal',
}: EngineOptions & {
  /**
   * 'none': the driver's commands never wait for a navigation (a page whose fonts are held back fires its load
   * event only once they come, and this driver's commands would wait for it, even with the 'eager' strategy);
   * `goto` then polls for the page instead, and `goto(url, 'parsed')` is possible.
   */
  pageLoadStrategy?: 'normal' | 'none';
} = {}): Promise<EngineSession> {
  const started: Started[] = [];
  const configDir = mkdtempSync(join(tmpdir(), 'minibrowser-'));
  // MiniBrowser's toolbar keeps its window wider than a phone: a user stylesheet for GTK (read from
  // XDG_CONFIG_HOME) shrinks its buttons and address field, so the page can have a phone's width.
  mkdirSync(join(configDir, 'gtk-3.0'));
  writeFileSync(
    join(configDir, 'gtk-3.0', 'gtk.css'),
    'button, entry { font-size: 1px; padding: 0; margin: 0; min-width: 0; min-height: 0; border-width: 0; }\n',
  );
  // MiniBrowser takes WebKitSettings' numbers from a configuration file only, not from its command line.
  const configArgs: string[] = [];
  if (defaultFontSize) {
    const config = join(configDir, 'minibrowser.ini');
    writeFileSync(config, `[websettings]\ndefault-font-size=${defaultFontSize}\n`);
    configArgs.push(`--config=${config}`);
  }
  let sessionUrl: string | undefined;
  let closed = false;

  const exitHook = () => {
    for (const { child, ended } of started) {
      try {
        if (child.pid && !ended()) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
  };
  // A test process that exits before close() (a worker torn down mid-file) leaves nothing behind;
  // only a kill by signal can.
  process.once('exit', exitHook);

  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      // Cleanup, not a verdict: a bounded wait for the driver to end the session itself.
      if (sessionUrl) await request('DELETE', sessionUrl, undefined, AbortSignal.timeout(10_000));
    } catch {
      // the driver's end below takes the browser with it
    }
    // Newest first: the driver, then the display it draws on.
    for (const program of [...started].reverse()) await stop(program);
    rmSync(configDir, { recursive: true, force: true });
    process.removeListener('exit', exitHook);
  };

  try {
    const xvfb = await startXvfb();
    started.push(xvfb);

    // A port found free can be taken before the driver binds it: try another.
    let driverUrl = '';
    for (let attempt = 1; !driverUrl; attempt++) {
      const port = await freePort();
      const driver = start(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
        env: { ...process.env, DISPLAY: xvfb.display, WAYLAND_DISPLAY: '', XDG_CONFIG_HOME: configDir },
      });
      started.push(driver);
      try {
        await pollUntil(async (signal) => {
          if (driver.ended()) throw new PollingEnded(`WebKitWebDriver exited: ${driver.output.join('')}`);
          const { status } = await request('GET', `http://127.0.0.1:${port}/status`, undefined, signal);
          return status === 200;
        }, 'WebKitWebDriver to answer');
        driverUrl = `http://127.0.0.1:${port}`;
      } catch (error) {
        await stop(driver);
        started.pop();
        if (attempt === 3) throw error;
      }
    }

    const command = async <T>(
      method: 'GET' | 'POST' | 'DELETE',
      path: string,
      body?: object,
      signal?: AbortSignal,
    ): Promise<T> => {
      const url = path.startsWith('/session') ? driverUrl + path : `${sessionUrl}${path}`;
      let answer: { status: number; text: string };
      try {
        answer = await request(method, url, body, signal);
      } catch (error) {
        throw new Error(`WebDriver ${method} ${path}: no answer (${String(error)})`);
      }
      let value: T | WebDriverFailure;
      try {
        ({ value } = JSON.parse(answer.text) as { value: T | WebDriverFailure });
      } catch {
        value = { error: `HTTP ${answer.status}`, message: 'an answer that is not JSON' };
      }
      if (answer.status < 200 || answer.status > 299) {
        const failure = value as WebDriverFailure;
        throw new Error(`WebDriver ${method} ${path}: ${failure.error}: ${failure.message}`);
      }
      return value as T;
    };

    const binary = miniBrowserPath();
    const session = await command<{ sessionId: string; capabilities: { browserVersion: string } }>('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          pageLoadStrategy,
          // WebDriver has no "off" for these: the longest wait Node's timers know.
          timeouts: { pageLoad: NO_LIMIT, script: NO_LIMIT },
          'webkitgtk:browserOptions': {
            binary,
            args: ['--automation', ...(javaScript ? [] : ['--enable-javascript=false']), ...configArgs],
          },
        },
      },
    });
    sessionUrl = `${driverUrl}/session/${session.sessionId}`;
    // The window's size includes MiniBrowser's toolbar: grow it by the difference, for the same
    // viewport as the other engines'.
    const resize = async (size: { width: number; height: number }) => {
      await command('POST', '/window/rect', { width: size.width, height: size.height });
      const [innerWidth, innerHeight] = await command<[number, number]>('POST', '/execute/sync', {
        script: 'return [innerWidth, innerHeight];',
        args: [],
      });
      await command('POST', '/window/rect', {
        width: 2 * size.width - innerWidth,
        height: 2 * size.height - innerHeight,
      });
    };
    await resize(viewport);

    const find = async (css: string) => {
      let id: string | undefined;
      await pollUntil(async (signal) => {
        const found = await command<Record<string, string>[]>(
          'POST',
          '/elements',
          { using: 'css selector', value: css },
          signal,
        );
        id = found[0]?.[ELEMENT];
        return id;
      }, `an element matching ${css}`);
      return id!;
    };

    // The expression on lines of its own: one ending in a // comment would swallow the `)`. Its answer
    // can be lost when a navigation commits meanwhile: waitFor then abandons it (`signal`) and asks again.
    const evaluate = <T>(expression: string, signal?: AbortSignal) =>
      command<T>('POST', '/execute/sync', { script: `return (\n${expression}\n);`, args: [] }, signal);

    const waitFor = (expression: string) => pollUntil((signal) => evaluate(expression, signal), expression);

    const actions = async (sequence: object) => {
      await command('POST', '/actions', { actions: [sequence] });
      await command('DELETE', '/actions');
    };

    return {
      name: 'webkit',
      version: session.capabilities.browserVersion,
      resize,
      // With the 'normal' strategy the driver answers once the page has loaded.
      goto: async (url, until = 'load') => {
        if (pageLoadStrategy === 'normal') {
          if (until === 'parsed') throw new Error("goto(url, 'parsed') needs pageLoadStrategy 'none'");
          await command('POST', '/url', { url });
          return;
        }
        await command('POST', '/url', { url });
        const state = until === 'load' ? `=== 'complete'` : `!== 'loading'`;
        await waitFor(`document.URL === ${JSON.stringify(new URL(url).href)} && document.readyState ${state}`);
      },
      click: async (css) => {
        await command('POST', `/element/${await find(css)}/click`, {});
      },
      clickAt: (x, y) =>
        actions({
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', origin: 'viewport', x: Math.round(x), y: Math.round(y) },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        }),
      type: async (css, text) => {
        await command('POST', `/element/${await find(css)}/value`, { text });
      },
      press: (key) =>
        actions({
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value: keyValue(key) },
            { type: 'keyUp', value: keyValue(key) },
          ],
        }),
      evaluate,
      url: () => command<string>('GET', '/url'),
      waitFor,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
