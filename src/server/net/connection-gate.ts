import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { AddressCounts } from './client-limits.ts';

/**
 * A socket's error (a visitor's TCP reset, a write to a closed peer) ends that socket, never the
 * hub: a stream that emits 'error' is destroyed by itself, so the handler has nothing to add. Node's
 * HTTP server drops its own handler when it hands a socket to 'upgrade' (issue 33: 270 refused
 * upgrades reset at once stopped the hub with `read ECONNRESET`).
 */
export const ignoreSocketError = (): void => {};

const BUSY = 'HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nConnection: close\r\n\r\n';

/** The TCP socket under a TLS one (Node keeps it as `_parent`), or the socket itself. */
function rawOf(socket: Duplex): Duplex {
  const parent = (socket as { _parent?: unknown })._parent;
  return parent && typeof parent === 'object' ? (parent as Duplex) : socket;
}

/**
 * Every TCP connection the hub accepts: each gets an error handler, and an address holds at most
 * `perAddress` HTTP connections (not upgraded to a WebSocket, whose own limits count it from then
 * on). A slowloris (a thousand connections that send their headers a byte a minute) is cut at the
 * accept and cannot take the descriptors other addresses need (issue 33).
 */
export class ConnectionGate {
  /** Every TCP connection open now (for /stats). */
  open = 0;
  private readonly http = new AddressCounts();
  /** The HTTP connections counted in `http`, by socket, with their address. */
  private readonly counted = new WeakMap<Duplex, string | null>();
  private readonly perAddress: number;
  private readonly refused: (address: string | null) => void;
  private readonly plain: boolean;

  /** `plain`: the server speaks HTTP on the socket itself (no TLS under it). */
  constructor(perAddress: number, plain: boolean, refused: (address: string | null) => void) {
    this.perAddress = perAddress;
    this.plain = plain;
    this.refused = refused;
  }

  /** The server's 'connection' (TCP, before any TLS). */
  accept(socket: Socket): void {
    socket.on('error', ignoreSocketError);
    const address = socket.remoteAddress ?? null;
    if (this.http.count(address) >= this.perAddress) {
      this.refused(address);
      // plain HTTP gets a 503 it can show (a WebSocket client: "Unexpected server response: 503");
      // the socket is closed at once, with nothing read from it
      if (this.plain) socket.write(BUSY);
      socket.destroy();
      return;
    }
    this.open++;
    this.http.add(address);
    this.counted.set(socket, address);
    socket.once('close', () => {
      this.open--;
      this.release(socket);
    });
  }

  /** How many HTTP connections `address` holds. */
  httpCount(address: string | null): number {
    return this.http.count(address);
  }

  /** A socket now upgraded to a WebSocket leaves the HTTP count. */
  upgraded(socket: Duplex): void {
    this.release(rawOf(socket));
  }

  private release(raw: Duplex): void {
    if (!this.counted.has(raw)) return;
    this.http.remove(this.counted.get(raw) ?? null);
    this.counted.delete(raw);
  }
}
