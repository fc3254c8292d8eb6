import { createServer, connect as tcpConnect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between a page's connection (Node's own WebSocket) and the real hub that plays the
 * network: it can cut the line when the hub's ack passes, refuse to connect, hold the hub's frames
 * back, go silent (the sockets open, nothing through) or lose the acks alone.
 */
export class Line {
  readonly server: Server;
  private readonly pairs = new Set<[Socket, Socket]>();
  cutOnAck = false;
  refuse = false;
  /** Connections refused so far. */
  refused = 0;
  hold = false;
  /** A silent drop: the sockets stay open, nothing gets through either way (dropped, not held). */
  silent = false;
  /** The hub's acks are lost, the socket and everything else pass (a resend must get the original). */
  eatAcks = false;
  private held: Array<() => void> = [];

  constructor(hubPort: number) {
    this.server = createServer((client) => {
      if (this.refuse) return void (this.refused++, client.destroy());
      const upstream = tcpConnect(hubPort, '127.0.0.1');
      const pair: [Socket, Socket] = [client, upstream];
      this.pairs.add(pair);
      const drop = () => {
        this.pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      };
      client.on('data', (d) => {
        if (!this.silent) upstream.write(d);
      });
      upstream.on('data', (d) => {
        if (this.silent) return;
        if (this.eatAcks && d.includes('"t":"ack"')) return;
        if (this.cutOnAck && d.includes('"t":"ack"')) {
          this.cutOnAck = false;
          return drop(); // the command was logged; its ack is lost with the line
        }
        if (this.hold) this.held.push(() => client.write(d));
        else client.write(d);
      });
      client.on('close', drop).on('error', drop);
      upstream.on('close', drop).on('error', drop);
    });
  }

  listen(): Promise<number> {
    return new Promise((ok) =>
      this.server.listen(0, '127.0.0.1', () => ok((this.server.address() as { port: number }).port)),
    );
  }

  get heldCount(): number {
    return this.held.length;
  }

  release(): void {
    this.hold = false;
    for (const f of this.held.splice(0)) f();
  }

  cutAll(): void {
    for (const [a, b] of this.pairs) {
      a.destroy();
      b.destroy();
    }
    this.pairs.clear();
  }

  close(): Promise<void> {
    this.cutAll();
    return new Promise((ok) => this.server.close(() => ok()));
  }
}
