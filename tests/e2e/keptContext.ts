import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from '@playwright/test';

type Disposable = { dispose(): Promise<void> };
type Listener = (...args: unknown[]) => unknown;
type Listeners = Map<string | symbol, Set<Listener>>;
/** Playwright's client objects are event emitters; its types name only on/off/once */
type Emitter = { eventNames(): (string | symbol)[]; listeners(event: string | symbol): Listener[]; off(event: string | symbol, l: Listener): unknown };
/** the methods whose registrations last until disposed: each test's are disposed when it ends */
const REGISTERS = ['addInitScript', 'exposeBinding', 'exposeFunction'] as const;

const emitter = (o: BrowserContext | Page) => o as unknown as Emitter;
const listenersOf = (o: BrowserContext | Page): Listeners =>
  new Map(
    emitter(o)
      .eventNames()
      .map((e) => [e, new Set(emitter(o).listeners(e))]),
  );

/**
 * One browser context and page per Playwright worker, kept between tests *with* the browser's HTTP cache. Playwright's
 * own reuse (`reuseContext`) empties the cache before every test (its storage reset clears it), so each test's first
 * load fetched and compiled the console's ~130 files again: ~0.7 s more of the machine's CPU a load (docs/testing.md).
 * A person's browser keeps them too. When a test ends this undoes what it could leave behind, as Playwright's reset
 * does: other pages closed, the page on about:blank with the mouse off it, cookies and every visited origin's storage
 * cleared, the test's routes, init scripts, bindings and listeners removed, viewport and media emulation as configured.
 */
export class KeptContext {
  private page?: Page;
  private cdp?: CDPSession;
  private readonly origins = new Set<string>();

  private constructor(
    readonly context: BrowserContext,
    private readonly options: BrowserContextOptions,
  ) {}

  static async open(browser: Browser, options: BrowserContextOptions): Promise<KeptContext> {
    return new KeptContext(await browser.newContext(options), options);
  }

  /** the page of the test under way (`begin`) */
  currentPage(): Page {
    if (!this.page) throw new Error('no test has begun in this context');
    return this.page;
  }

  /** Readies the page for the next test and records the test's registrations; the answer undoes what the test left. */
  async begin(timeouts: { action: number; navigation: number }): Promise<() => Promise<void>> {
    const page = await this.keptPage();
    for (const o of [this.context, page]) {
      o.setDefaultTimeout(timeouts.action);
      o.setDefaultNavigationTimeout(timeouts.navigation);
    }
    const before = [listenersOf(this.context), listenersOf(page)] as const;
    const disposables: Disposable[] = [];
    const unwrap = [this.context, page].flatMap((o) => REGISTERS.map((name) => this.record(o, name, disposables)));
    const onPage = (p: Page) => this.track(p);
    this.context.on('page', onPage);
    return async () => {
      unwrap.forEach((u) => u());
      for (const p of this.context.pages()) if (p !== page) await p.close();
      const open = !page.isClosed(); // a page the test closed took its own registrations with it
      if (open) {
        await page.goto('about:blank'); // first: nothing of the test's page runs while its bindings go
        await page.mouse.move(-1, -1);
      }
      for (const d of disposables.reverse()) await d.dispose().catch(() => undefined);
      await this.context.unrouteAll({ behavior: 'ignoreErrors' });
      removeAdded(this.context, before[0]);
      await this.context.clearCookies();
      if (open) {
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        removeAdded(page, before[1]);
        await page.setViewportSize(this.options.viewport!);
        await page.emulateMedia({ media: null, reducedMotion: this.options.reducedMotion ?? null });
      }
      await this.keptPage(); // a new one if the test closed it: its CDP session clears the storage
      for (const origin of this.origins)
        await this.cdp!.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb,cache_storage,service_workers' });
      this.origins.clear();
    };
  }

  private async keptPage(): Promise<Page> {
    if (this.page && !this.page.isClosed()) return this.page;
    this.page = this.context.pages()[0] ?? (await this.context.newPage());
    this.cdp = await this.context.newCDPSession(this.page);
    this.track(this.page);
    return this.page;
  }

  /** the origins whose storage a test may have written: every page's navigations */
  private track(p: Page) {
    p.on('framenavigated', (f) => {
      const { origin } = new URL(f.url());
      if (origin.startsWith('http')) this.origins.add(origin);
    });
  }

  /** Replaces `o[name]` for one test by a version that keeps what it returns; gives back the undo. */
  private record(o: BrowserContext | Page, name: (typeof REGISTERS)[number], into: Disposable[]): () => void {
    const target = o as unknown as Record<string, (...args: unknown[]) => Promise<Disposable>>;
    const original = target[name];
    target[name] = async (...args: unknown[]) => {
      const d = await original.apply(o, args);
      into.push(d);
      return d;
    };
    return () => delete target[name];
  }
}

/** Removes the listeners `o` got since `before`. */
function removeAdded(o: BrowserContext | Page, before: Listeners) {
  const e = emitter(o);
  for (const event of e.eventNames()) for (const l of e.listeners(event)) if (!before.get(event)?.has(l)) e.off(event, l);
}
