import { expect, test as base } from '@playwright/test';

/**
 * Playwright's `test`, failing any journey during which a page of its browser context reported a
 * Content-Security-Policy violation (decision 0020): a script, style, connection or image the policy refused.
 * Violations are caught twice: the document's `securitypolicyviolation` event, registered before any page script
 * runs, and Chromium's console report (which also covers what is refused before the event can be heard).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
          report(
            `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
