import { get, type IncomingHttpHeaders } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, cspViolations, launchBrowser, newPage } from './helpers';

/**
 * The security headers as the running server (wrangler dev) sends them: there the assets
 * binding answers static files before the Worker runs, with the headers of the _headers file
 * (test/worker/security-headers.test.ts checks the same in workerd). And the policy is
 * enforced in the browser, whose violations fail any test (fail-on-csp.ts).
 */
const BASE = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

async function head(path: string): Promise<Response> {
  const res = await fetch(`${baseURL()}${path}`, { redirect: 'manual' });
  await res.arrayBuffer();
  return res;
}

/** The headers of an answer to a request naming another host (fetch sends its own Host). */
function headersAs(host: string, path: string): Promise<IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    get(`${baseURL()}${path}`, { headers: { Host: host } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers));
    }).on('error', reject);
  });
}

function expectBase(res: Response, what: string): void {
  for (const [name, value] of Object.entries(BASE)) expect(res.headers.get(name), `${what}: ${name}`).toBe(value);
}

describe('security headers from the running server', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('pages and API answers: the headers, HSTS only for a public host', async () => {
    const page = await head('/schnapsen');
    expect(page.status).toBe(200);
    expectBase(page, 'page');
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'self';.*script-src 'self' 'sha256-[^']+'.*frame-ancestors 'none'$/);
    expect(page.headers.get('content-security-policy')).not.toMatch(/unsafe-inline/);
    expect(page.headers.has('strict-transport-security')).toBe(false);

    const api = await head('/api/health');
    expectBase(api, 'api');
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.has('strict-transport-security')).toBe(false);

    // wrangler dev hands the Worker the URL of the Host the request names.
    for (const path of ['/schnapsen', '/api/health']) {
      const headers = await headersAs('kartentisch.example', path);
      expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
      expect(headers['x-frame-options'], path).toBe('DENY');
    }
  });

  it('static files, answered before the Worker: the headers of the _headers file', async () => {
    const html = await (await fetch(`${baseURL()}/schnapsen`)).text();
    const script = /\/_app\/immutable\/[^"]+\.js/.exec(html)?.[0];
    expect(script).toBeDefined();
    // Pictures and the manifest load nothing: the data policy. Scripts get none (a worker
    // script's policy would govern that worker).
    for (const [path, policy] of [
      ['/favicon.svg', "default-src 'none'; frame-ancestors 'none'"],
      ['/manifest.webmanifest', "default-src 'none'; frame-ancestors 'none'"],
      ['/service-worker.js', null],
      [script ?? '', null],
    ] as const) {
      const res = await head(path);
      expect(res.status, path).toBe(200);
      expectBase(res, path);
      expect(res.headers.get('content-security-policy'), path).toBe(policy);
      expect(res.headers.has('strict-transport-security'), path).toBe(false);
      const remote = await headersAs('kartentisch.example', path);
      expect(remote['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    }
    expect((await head(script ?? '')).headers.get('cache-control')).toBe('public, immutable, max-age=31536000');

    const offline = await head('/offline');
    expect(offline.status).toBe(200);
    expectBase(offline, 'offline');
    expect(offline.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src 'sha256-[^']+'; style-src 'sha256-[^']+';.*frame-ancestors 'none'$/);
  });

  it('the offline page works under its policy: its script picks the language, its button reloads', async () => {
    const { context, page } = await newPage(browser);
    try {
      await context.addCookies([{ name: 'lang', value: 'en', url: baseURL() }]);
      await page.goto('/offline');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Try again' }).click();
      await reloaded;
      // Its style applied (not refused): the English half shows, the German one is hidden.
      expect(await page.getByRole('heading', { level: 1, name: 'Du bist offline' }).isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('the policy is enforced, and a violation is caught: an injected inline script does not run', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Expressions as strings: this file is type-checked without the DOM library.
      await page.evaluate(`(() => {
        const s = document.createElement('script');
        s.textContent = 'window.__injected = true';
        document.body.append(s);
      })()`);
      // Both reports: Chromium's console line and the securitypolicyviolation event.
      await expect.poll(() => [/violates the following Content Security Policy directive/, /violation: script-src/].every((re) => cspViolations.some((v) => re.test(v)))).toBe(true);
      expect(await page.evaluate('window.__injected === true')).toBe(false);
    } finally {
      await context.close();
      // Caused on purpose: not a failure of this test (fail-on-csp.ts).
      cspViolations.length = 0;
    }
  });
});
