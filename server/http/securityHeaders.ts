import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Security headers on every answer (@fastify/helmet): what the app may load (CSP), no framing by another
 * site, no MIME sniffing, no referrer. The CSP is the app's own needs and no more:
 * - styles: Mantine and OpenLayers set inline styles and a <style> of CSS variables, hence 'unsafe-inline'
 *   for styles only; scripts come from the app's own files, never inline;
 * - images: photos and the plan shown from the replica as blob: URLs, small icons as data: URLs;
 * - workers: the sync, search, image and export workers and the service worker, all same-origin (blob: kept
 *   for libraries that start a worker from a blob);
 * - connections: the app's own /api only.
 * HSTS and upgrade-insecure-requests only when the app is served over HTTPS (secure cookies, on by default
 * in production): a town hall may run it on plain HTTP on its own network, where they would lock it out.
 * A route may set its own CSP afterwards (media.routes.ts sandboxes SVG files).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.secureCookies;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The app embeds nothing cross-origin; COEP would only get in the way of a future map layer.
    crossOriginEmbedderPolicy: false,
  });
}
