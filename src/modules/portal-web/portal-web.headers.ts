import type { FastifyReply } from 'fastify';

/**
 * The policy of every page and file of the portal web app (docs/operations.md, "The portal web app"):
 * scripts only from this origin and Turnstile's, no inline script, no plugin, no <base>, never framed.
 * Styles allow 'unsafe-inline' because Mantine sets style attributes (docs/decisions.md); style
 * attributes cannot run script.
 */
export const PORTAL_WEB_CSP = [
  "default-src 'self'",
  "script-src 'self' https://challenges.cloudflare.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  'frame-src https://challenges.cloudflare.com',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Vite names everything under assets/ by its content hash: a changed file is a new URL, so a copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current assets: always fetched anew, so a deployment reaches every open tab's next load. */
export const NO_STORE = 'no-store';
/** Other files of the build (public/: an icon, robots.txt) keep their names across builds: revalidated by ETag. */
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a file of the build, by its path relative to the build folder. */
export function cacheControlOf(file: string): string {
  if (file === 'index.html') return NO_STORE;
  return file.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/** Headers of an answer of the web app; the API's own (request id, nosniff) were set by the ingress. */
export function setPortalWebHeaders(reply: FastifyReply, cacheControl: string): void {
  reply.header('cache-control', cacheControl);
  reply.header('content-security-policy', PORTAL_WEB_CSP);
}
