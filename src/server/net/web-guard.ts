import type { IncomingMessage } from 'node:http';
import { networkInterfaces } from 'node:os';
import type { Check } from '../../protocol/index.ts';
import { problem } from '../problems.ts';

/**
 * Host and Origin checks for /ws and the HTTP API. Any web page open on the operator's or the OBS
 * machine can reach 127.0.0.1: a foreign page shows up by its Origin, DNS rebinding by its Host.
 * The hub serves the panel and the overlays itself, so its own pages are same-origin; Companion,
 * curl and OBS's obs-websocket clients send no Origin.
 */
export interface WebGuardOptions {
  /** The address the hub listens on: all interfaces (0.0.0.0, ::) also admit the LAN addresses. */
  listenHost: string;
  /** More host names (a DNS name of the hub machine on the venue network). */
  allowedHosts?: readonly string[];
  /** More origins allowed to call the API and open /ws (e.g. http://companion.local:8000). */
  allowedOrigins?: readonly string[];
}

const LOOPBACK = ['localhost', '127.0.0.1', '::1'];

/** `host:port` or `[v6]:port` -> the lowercase name without port and brackets; null if malformed. */
export function hostName(header: string): string | null {
  const m = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9.-]+))(?::\d{1,5})?$/i.exec(header.trim());
  if (!m) return null;
  return (m[1] ?? m[2] ?? '').toLowerCase().replace(/\.$/, '');
}

function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .flatMap((a) => (a ? [a.address.toLowerCase()] : []));
}

export class WebGuard {
  private readonly hosts: Set<string>;
  private readonly origins: Set<string>;
  private readonly allInterfaces: boolean;

  constructor(options: WebGuardOptions) {
    const listen = options.listenHost.toLowerCase().replace(/^\[|\]$/g, '');
    this.allInterfaces = listen === '0.0.0.0' || listen === '::';
    this.hosts = new Set([...LOOPBACK, ...(options.allowedHosts ?? []).map((h) => h.toLowerCase())]);
    if (!this.allInterfaces) this.hosts.add(listen);
    this.origins = new Set((options.allowedOrigins ?? []).flatMap((o) => originOf(o) ?? []));
  }

  private hostAllowed(name: string): boolean {
    if (this.hosts.has(name)) return true;
    // read per request: a laptop that joins the venue network after the start is still itself
    return this.allInterfaces && lanAddresses().includes(name);
  }

  /** null if the request may go on, else the problem to answer with 403. */
  check(req: IncomingMessage): Check {
    const host = req.headers.host;
    const name = typeof host === 'string' ? hostName(host) : null;
    if (name === null || !this.hostAllowed(name)) return problem('http/forbidden-host');
    const origin = req.headers.origin;
    if (origin === undefined) return null;
    const o = originOf(origin);
    if (o === null) return problem('http/forbidden-origin');
    if (this.origins.has(o)) return null;
    // same origin: the page was served by this hub under the name the request uses
    const scheme = isTls(req) ? 'https:' : 'http:';
    return o === originOf(`${scheme}//${String(host)}`) ? null : problem('http/forbidden-origin');
  }
}

function isTls(req: IncomingMessage): boolean {
  return (req.socket as { encrypted?: unknown }).encrypted === true;
}

/** The serialized origin (`scheme://host[:port]`, default port dropped), or null ("null", junk). */
function originOf(text: string): string | null {
  try {
    const u = new URL(text);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * Headers that keep the hub's own pages from being framed by another page (clickjacking: a local
 * page laying the panel under its own buttons). Overlays stay framable: OBS and vision mixers may
 * embed them, and they act on nothing.
 */
export function frameGuard(urlPath: string): Record<string, string> {
  if (urlPath.startsWith('/overlay/')) return {};
  return { 'content-security-policy': "frame-ancestors 'none'", 'x-frame-options': 'DENY' };
}
