import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Collects the Content-Security-Policy violations of a browser context's pages (a blocked script,
 * style, image, connection or eval): securitypolicyviolation events and the console errors.
 */
export async function watchCsp(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeBinding('__reportCsp', (_source, text: string) => {
    seen.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  const watch = (page: Page) =>
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy|unsafe-eval/i.test(m.text())) seen.push(m.text());
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return seen;
}

/** Every spec's `test`: a test whose pages broke the CSP fails (contexts a spec opens itself call watchCsp). */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const seen = await watchCsp(context);
      await use(seen);
      expect(seen, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
