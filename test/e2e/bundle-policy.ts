/**
 * docs/cms-integration.md "Content Security Policy": the bundle runs under a policy without 'unsafe-inline' and
 * 'unsafe-eval' (content-security-policy.e2e.ts, minimal-page.e2e.ts). A module of its own: a test file that imports
 * another test file runs that file's tests again inside itself.
 */
export const BUNDLE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
]
