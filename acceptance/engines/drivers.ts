// The two engines Playwright cannot drive here, behind one small interface so a test reads the
// same in both (../shared/TOOLCHAIN.md, "Other engines"):
// - Firefox ESR (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi, headless;
// - WebKitGTK (Debian's webkit2gtk-driver: WebKitWebDriver and MiniBrowser) through
//   selenium-webdriver's classic WebDriver, in a virtual X display (Xvfb): WebKitGTK has no
//   headless mode.
// Only what the engines tests need: open a page, run a script in it, find an element by a script,
// click it and type into it as a person does (the engine's own input events), a screenshot.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import type { Browser, BrowserContext, ElementHandle, Page } from "puppeteer-core";
import type { WebDriver, WebElement } from "selenium-webdriver";
import { freePort } from "../../scripts/lib/free-port";

export type EngineName = "firefox" | "webkit";

/** An element a script found, as the engine's driver holds it. */
export type EngineElement = { readonly engine: EngineName };

export interface EngineDriver {
  readonly name: EngineName;
  /** A clean page: no cookies, storage or session of an earlier test. */
  fresh(): Promise<void>;
  /** Navigates and returns once the document has loaded. */
  open(url: string): Promise<void>;
  /** Runs a function's source in the page with arguments (JSON values) and returns its result (a JSON value). */
  run<T>(fn: string, ...args: unknown[]): Promise<T>;
  /** The element a function's source returns in the page, or null. */
  element(fn: string, ...args: unknown[]): Promise<EngineElement | null>;
  click(element: EngineElement): Promise<void>;
  type(element: EngineElement, text: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** Whether the engine still answers: no command left unanswered, none waiting long now (such a driver is launched again). */
  healthy(): boolean;
  close(): Promise<void>;
}

/** Where Debian installs the engines; ENGINES_FIREFOX / ENGINES_WEBKIT_DRIVER point elsewhere. */
export const ENGINE_PATHS = {
  firefox: process.env.ENGINES_FIREFOX ?? "/usr/bin/firefox-esr",
  webkitDriver: process.env.ENGINES_WEBKIT_DRIVER ?? "/usr/bin/WebKitWebDriver",
  miniBrowser: process.env.ENGINES_MINIBROWSER ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  xvfb: "/usr/bin/Xvfb",
};

/** Why an engine cannot run on this machine (what to install), or null when it can. */
export function missing(name: EngineName): string | null {
  if (name === "firefox") return existsSync(ENGINE_PATHS.firefox) ? null : `Firefox ESR is not installed (apt-get install firefox-esr)`;
  const absent = [ENGINE_PATHS.webkitDriver, ENGINE_PATHS.miniBrowser, ENGINE_PATHS.xvfb].filter((p) => !existsSync(p));
  return absent.length ? `WebKitGTK is not installed (apt-get install webkit2gtk-driver xvfb xauth): no ${absent.join(", ")}` : null;
}

/** The page's viewport: a phone's width as WebKitGTK allows it (its windows are at least about 447 px wide). */
export const VIEWPORT = { width: 460, height: 900 };

const wrap = (fn: string) => `return (${fn}).apply(null, arguments)`;

// ------------------------------------------------------------------------------------------ Firefox

class FirefoxDriver implements EngineDriver {
  readonly name = "firefox" as const;
  private context: BrowserContext | null = null;
  private page: Page | null = null;
  constructor(private readonly browser: Browser) {}

  async fresh() {
    await this.context?.close();
    this.context = await this.browser.createBrowserContext();
    this.page = await this.context.newPage();
    await this.page.setViewport(VIEWPORT);
  }
  private get current() {
    if (!this.page) throw new Error("no page: call fresh() first");
    return this.page;
  }
  async open(url: string) {
    try {
      await this.current.goto(url, { waitUntil: "load", timeout: 60_000 });
    } catch (error) {
      // Firefox aborts a navigation that another one (the page's own) overtakes: asked again once,
      // it lands; any other failure, or a second abort, is the test's
      if (!String(error).includes("NS_BINDING_ABORTED")) throw error;
      await this.current.goto(url, { waitUntil: "load", timeout: 60_000 });
    }
  }
  run<T>(fn: string, ...args: unknown[]) {
    return this.current.evaluate(`(${fn}).apply(null, ${JSON.stringify(args)})`) as Promise<T>;
  }
  async element(fn: string, ...args: unknown[]) {
    const handle = await this.current.evaluateHandle(`(${fn}).apply(null, ${JSON.stringify(args)})`);
    const element = handle.asElement();
    if (!element) {
      await handle.dispose();
      return null;
    }
    return Object.assign(element as ElementHandle<Element>, { engine: this.name });
  }
  async click(element: EngineElement) {
    await (element as unknown as ElementHandle<Element>).click();
  }
  async type(element: EngineElement, text: string) {
    await (element as unknown as ElementHandle<Element>).type(text);
  }
  async screenshot(file: string) {
    await this.current.screenshot({ path: file as `${string}.png` });
  }
  healthy() {
    return this.browser.connected;
  }
  async close() {
    await this.browser.close();
  }
}

async function launchFirefox(): Promise<EngineDriver> {
  const { default: puppeteer } = await import("puppeteer-core");
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: ENGINE_PATHS.firefox,
    headless: true,
    protocolTimeout: 120_000,
    // nothing leaves the machine: other hosts than the stack's do not resolve
    extraPrefsFirefox: { "network.dns.localDomains": "", "network.proxy.type": 0, "browser.shell.checkDefaultBrowser": false },
  });
  return new FirefoxDriver(browser);
}

// ------------------------------------------------------------------------------------------ WebKit

/**
 * The longest a WebKit driver's command may take (the suite's commands take a second or two on a
 * busy host): past it, a command the driver will not answer, told as such within a test's minute
 * instead of a silent test timeout. A command waiting longer than WEBKIT_SLOW_MS makes the driver
 * not `healthy` already.
 */
const WEBKIT_COMMAND_MS = 40_000;
const WEBKIT_SLOW_MS = 20_000;

const SHOT_MARK = "engines-shot-paint";
/** Runs in the page: a one-pixel mark (the only one: an earlier shot's that stayed goes), repainted every frame until it is removed. */
const PAINT_EVERY_FRAME = `(id) => {
  document.getElementById(id)?.remove();
  const mark = document.createElement("div");
  mark.id = id;
  mark.style.cssText = "position:fixed;left:0;top:0;width:1px;height:1px;pointer-events:none;z-index:2147483647";
  document.documentElement.appendChild(mark);
  let frame = 0;
  const paint = () => {
    if (!mark.isConnected) return;
    mark.style.background = frame++ % 2 ? "rgba(0,0,0,0.01)" : "rgba(0,0,0,0.02)";
    requestAnimationFrame(paint);
  };
  requestAnimationFrame(paint);
}`;

class WebKitDriver implements EngineDriver {
  readonly name = "webkit" as const;
  /** The last command sent, until it has ended: the next is sent after it (a test and its wallet's queue both send them). */
  private last: Promise<unknown> = Promise.resolve();
  /** The command the driver left unanswered, once one was: every later one is refused at once. */
  private unanswered: Error | null = null;
  /** When the command now with the driver was sent (null: none is). */
  private sentAt: number | null = null;
  constructor(
    private readonly driver: WebDriver,
    private readonly processes: ChildProcess[],
  ) {}

  /**
   * One command after the one before it has ended, as the classic WebDriver protocol has them (a
   * test and its wallet, polling the page's queue even during a navigation, both send commands).
   * A caller waits WEBKIT_COMMAND_MS at most from its call; past that the driver counts as not
   * answering: this command and every later one fail naming the one it left unanswered, and the
   * engine is launched again for the next test (`healthy`).
   */
  private serial<T>(what: string, command: () => Promise<T>): Promise<T> {
    if (this.unanswered) return Promise.reject(this.unanswered);
    const sent = this.last.then(async () => {
      this.sentAt = Date.now();
      try {
        return await command();
      } finally {
        this.sentAt = null;
      }
    });
    this.last = sent.catch(() => undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        this.unanswered ??= new Error(`webkit: the driver did not answer ${what} within ${WEBKIT_COMMAND_MS / 1000} s`);
        reject(this.unanswered);
      }, WEBKIT_COMMAND_MS);
    });
    return Promise.race([sent, deadline]).finally(() => clearTimeout(timer));
  }
  healthy() {
    return this.unanswered === null && (this.sentAt === null || Date.now() - this.sentAt < WEBKIT_SLOW_MS);
  }

  fresh() {
    return this.serial("a clean page", async () => {
      // one browser for the run (a MiniBrowser starts in seconds): its cookies and storage cleared
      const url = await this.driver.getCurrentUrl().catch(() => "about:blank");
      if (/^https?:/.test(url)) {
        await this.driver.manage().deleteAllCookies();
        await this.driver.executeScript("localStorage.clear(); sessionStorage.clear();");
      }
      await this.driver.get("about:blank");
    });
  }
  open(url: string) {
    return this.serial(`the navigation to ${url}`, async () => {
      try {
        await this.driver.get(url);
      } catch (error) {
        // once in a run here, a navigation right after another failed with an empty WebDriverError
        // and the next worked: one more try, then the error stands
        if ((error as Error).name !== "WebDriverError" || (error as Error).message) throw error;
        await this.driver.get(url);
      }
    });
  }
  run<T>(fn: string, ...args: unknown[]) {
    return this.serial(`a script (${fn.slice(0, 60)})`, () => this.driver.executeScript(wrap(fn), ...args) as Promise<T>);
  }
  element(fn: string, ...args: unknown[]) {
    return this.serial("a look-up of an element", async () => {
      const found = (await this.driver.executeScript(wrap(fn), ...args)) as WebElement | null;
      return found ? Object.assign(found, { engine: this.name }) : null;
    });
  }
  click(element: EngineElement) {
    return this.serial("a click", () => (element as unknown as WebElement).click());
  }
  type(element: EngineElement, text: string) {
    return this.serial("typing", () => (element as unknown as WebElement).sendKeys(text));
  }
  /**
   * After the driver's own clicks or typing, WebKitGTK answers a screenshot only once the page
   * paints again: on a page that has nothing more to paint, never. So while the shot is taken, one
   * pixel in a corner (1-2 % black, unseen in the picture) is repainted every frame.
   */
  screenshot(file: string) {
    return this.serial("a screenshot", async () => {
      await this.driver.executeScript(wrap(PAINT_EVERY_FRAME), SHOT_MARK);
      try {
        writeFileSync(file, Buffer.from(await this.driver.takeScreenshot(), "base64"));
      } finally {
        // a page that went meanwhile took its mark along
        await this.driver.executeScript("document.getElementById(arguments[0])?.remove()", SHOT_MARK).catch(() => undefined);
      }
    });
  }
  async close() {
    // a driver that does not answer is not waited for past a few seconds: its processes are ended
    await Promise.race([this.driver.quit().catch(() => undefined), new Promise((r) => setTimeout(r, 10_000))]);
    for (const p of this.processes) p.kill("SIGTERM");
  }
}

/** Resolves once `child` prints a line matching `ready` (or fails when it exits first). */
const started = (child: ChildProcess, ready: RegExp | null, what: string, ms = 30_000) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => (ready ? reject(new Error(`${what} did not start within ${ms / 1000} s`)) : resolve()), ready ? ms : 1_000);
    const watch = (data: Buffer) => {
      if (ready?.test(String(data))) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", watch);
    child.stderr?.on("data", watch);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code})`));
    });
  });

async function launchWebKit(): Promise<EngineDriver> {
  const display = `:${90 + Math.floor(Math.random() * 400)}`;
  const xvfb = spawn(ENGINE_PATHS.xvfb, [display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], { stdio: "ignore" });
  await started(xvfb, null, "Xvfb");
  const port = await freePort();
  const server = spawn(ENGINE_PATHS.webkitDriver, [`--port=${port}`, "--host=127.0.0.1"], {
    env: { ...process.env, DISPLAY: display, WEBKIT_DISABLE_COMPOSITING_MODE: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    await new Promise((r) => setTimeout(r, 500));
    const { Builder } = await import("selenium-webdriver");
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: ENGINE_PATHS.miniBrowser, args: ["--automation"] },
      })
      .build();
    await driver.manage().setTimeouts({ script: 60_000, pageLoad: 60_000 });
    await driver.manage().window().setRect(VIEWPORT);
    return new WebKitDriver(driver, [server, xvfb]);
  } catch (error) {
    server.kill("SIGTERM");
    xvfb.kill("SIGTERM");
    throw error;
  }
}

export const launch = (name: EngineName): Promise<EngineDriver> => (name === "firefox" ? launchFirefox() : launchWebKit());
