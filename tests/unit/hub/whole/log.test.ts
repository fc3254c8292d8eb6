import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, fileSink, lineSink, type Sink } from '../../../../src/server/log.ts';
import { command, connect, dataDir, operator, removeDataDirs, testHub } from '../helpers.ts';

afterEach(removeDataDirs);

/** A sink that keeps its lines (JSON or text, as asked). */
function capture(json = true): Sink & { lines: string[] } {
  const lines: string[] = [];
  return { json, lines, write: (l) => void lines.push(l) };
}

describe('the hub log', () => {
  it('writes one JSON line per event with its level, and drops what is below the level', () => {
    const out = capture();
    const log = createLogger({ sinks: [out], level: 'info', now: () => Date.UTC(2026, 10, 23, 18) });
    log.debug('noise');
    log.info('hub listening');
    log.warn('table main: damaged line 7');
    expect(out.lines).toHaveLength(2);
    expect(out.lines.map((l) => JSON.parse(l) as unknown)).toEqual([
      { time: '2026-11-23T18:00:00.000Z', level: 'info', msg: 'hub listening' },
      { time: '2026-11-23T18:00:00.000Z', level: 'warn', msg: 'table main: damaged line 7' },
    ]);
  });

  it('logs an internal error with its stack: one JSON line, or text with the stack below on a terminal', () => {
    const json = capture();
    const text = capture(false);
    const log = createLogger({ sinks: [json, text] });
    function deepInTheHub() {
      return new TypeError('Cannot read properties of undefined');
    }
    log.error('hub/internal in client c1', deepInTheHub());
    expect(json.lines).toHaveLength(1);
    const line = JSON.parse(json.lines[0]!) as { level: string; err: string };
    expect(line.level).toBe('error');
    expect(line.err).toMatch(/TypeError: Cannot read properties of undefined\n\s+at deepInTheHub/);
    expect(text.lines[0]).toMatch(/^\S+Z ERROR hub\/internal in client c1\n {4}TypeError/);
  });

  it('never writes a registered secret or anything shaped like a credential', () => {
    const out = capture();
    const log = createLogger({ sinks: [out, lineSink(() => {})] });
    log.redact('operator-token-0123456789', 'spectatorKEY1', undefined, '');
    log.info('panel at http://127.0.0.1:4321/panel/?token=operator-token-0123456789');
    log.info('hello from overlay with spectatorKEY1 in a field');
    log.warn('HTTP authorization: Bearer some-other-token');
    log.warn('frame {"t":"hello","token":"guessed","key":"guess2"} refused');
    log.error('failed', new Error('bad key=abcdef&x=1 near operator-token-0123456789'));
    const all = out.lines.join('\n');
    for (const secret of [
      'operator-token-0123456789',
      'spectatorKEY1',
      'some-other-token',
      'guessed',
      'guess2',
      'abcdef',
    ])
      expect(all).not.toContain(secret);
    expect(all.match(/\[redacted\]/g)?.length).toBe(7);
  });

  it('a whole session of the hub leaves no token or key in its log file, which is 0600', async () => {
    const dir = dataDir();
    const file = join(dir, 'hub.log');
    const seen = capture();
    const hub = await testHub({
      dataDir: dir,
      logger: createLogger({ sinks: [seen, fileSink(file)], level: 'debug' }),
      obs: { enabled: true, url: 'ws://127.0.0.1:9', password: 'obs-secret-password' },
    });
    // the token and the key travel in hellos, the command in a frame: none may reach the log
    const op = await operator(hub);
    expect((await command(op, { type: 'seat/nickname', seat: 1, nickname: 'A' })).t).toBe('ack');
    await connect(hub, { feed: 'spectator', key: hub.spectatorKey });
    const res = await fetch(`${hub.url}/api/v1/obs`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${hub.operatorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'another-obs-password' }),
    });
    expect(res.status).toBe(200);
    await hub.close();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const logged = readFileSync(file, 'utf8');
    expect(logged).toContain('hub listening');
    expect(logged).toContain('OBS: ws://127.0.0.1:9'); // the OBS link's errors are in the log
    for (const text of [logged, seen.lines.join('\n')])
      for (const secret of [
        hub.operatorToken,
        hub.spectatorKey,
        'obs-secret-password',
        'another-obs-password',
      ])
        expect(text).not.toContain(secret);
    for (const line of logged.trim().split('\n')) expect(JSON.parse(line)).toHaveProperty('level');
  });

  it('rotates the file by size and keeps the newest lines, every file 0600', () => {
    const dir = dataDir();
    const file = join(dir, 'hub.log');
    const sink = fileSink(file, { maxBytes: 400, keep: 2 });
    const log = createLogger({ sinks: [sink] });
    for (let i = 0; i < 40; i++) log.info(`line ${i}`);
    sink.close();
    expect(readdirSync(dir).sort()).toEqual(['hub.log', 'hub.log.1', 'hub.log.2']);
    for (const f of ['hub.log', 'hub.log.1', 'hub.log.2']) {
      expect(statSync(join(dir, f)).size).toBeLessThanOrEqual(400);
      expect(statSync(join(dir, f)).mode & 0o777).toBe(0o600);
    }
    expect(readFileSync(file, 'utf8')).toContain('"line 39"');
    expect(readFileSync(`${file}.1`, 'utf8')).not.toContain('"line 39"');
  });

  it('a log file that cannot be written is reported once and never stops the hub; it resumes when it can', () => {
    const dir = join(dataDir(), 'not-yet');
    const errors: string[] = [];
    const file = fileSink(join(dir, 'hub.log'), { onError: (e) => errors.push(e.message) });
    const other = capture();
    const log = createLogger({ sinks: [file, other] });
    log.info('one');
    log.info('two');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/ENOENT/);
    expect(other.lines).toHaveLength(2); // the other sink still gets every line
    mkdirSync(dir);
    log.info('three');
    file.close();
    expect(readFileSync(join(dir, 'hub.log'), 'utf8')).toContain('"three"');
  });

  it('a crash of a hub run from the command line is logged with its stack before it ends', () => {
    const log = join(import.meta.dirname, '../../../../src/server/log.ts');
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { processLogger } from ${JSON.stringify(log)};
         processLogger({});
         setTimeout(() => { throw new RangeError('boom in a timer'); });`,
      ],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(70);
    const line = JSON.parse(run.stderr.trim().split('\n').pop()!) as {
      level: string;
      msg: string;
      err: string;
    };
    expect(line.level).toBe('error');
    expect(line.msg).toMatch(/^hub\/crash/);
    expect(line.err).toMatch(/RangeError: boom in a timer\n\s+at /);
    expect(existsSync(log)).toBe(true);
  });
});
