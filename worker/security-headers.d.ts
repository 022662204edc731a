// Types of worker/security-headers.js (plain JavaScript so that svelte.config.js can import it).
export declare const REFERRER_POLICY: 'strict-origin-when-cross-origin';
export declare const FRAME_OPTIONS: 'DENY';
export declare const HSTS: string;
export declare const BASE_HEADERS: Readonly<Record<'X-Content-Type-Options' | 'X-Frame-Options' | 'Referrer-Policy', string>>;
export declare const DATA_CSP: { defaultSrc: string[]; frameAncestors: string[] };
export declare const STYLE_ATTRIBUTES: readonly string[];
export declare const PAGE_CSP: Readonly<Record<string, string[]>>;
export declare function staticHtmlCsp(hashes: { scripts: string[]; styles: string[] }): string;
export declare function cspHeader(directives: Record<string, string[]>): string;
export declare function isLocalHost(hostname: string): boolean;
export declare function addSecurityHeaders(response: Response, url: URL): Response;
export declare const STATIC_DATA_FILES: readonly string[];
export declare const PUBLIC_HOST_PATTERNS: readonly string[];
export declare function staticHeaderRules(html: Record<string, string>): string;
