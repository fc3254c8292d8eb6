/**
 * The first step of `npm test`: the system packages the tests need (Chromium, OBS under Xvfb). When
 * some are missing and this may install (root, apt-get), it installs them once, saying what and why;
 * otherwise it stops with the one command to run. A missing browser or OBS is never a skip.
 */
import { spawnSync } from 'node:child_process';
import { planPrereqs, systemProbe } from './prereqs.ts';

const env = process.env;
const plan = planPrereqs(systemProbe(env, process.getuid?.() === 0));
if (plan.action === 'install') {
  console.log('The tests need system packages that are missing; installing them once with apt-get:');
  for (const p of plan.missing) console.log(`  ${p.pkg}: ${p.why}`);
  for (const cmd of plan.commands) {
    console.log(`$ ${cmd.join(' ')}`);
    const [bin = '', ...args] = cmd;
    const r = spawnSync(bin, args, { stdio: 'inherit', env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) {
      console.error(
        `\n${cmd.join(' ')} failed (exit ${r.status}). Install them by hand and run npm test again.`,
      );
      process.exit(1);
    }
  }
} else if (plan.action === 'stop') {
  console.error('The tests need system packages that are missing:');
  for (const p of plan.missing) console.error(`  ${p.pkg}: ${p.why}`);
  console.error(`${plan.failure}\nRun:\n  ${plan.command}\nthen npm test again.`);
  process.exit(1);
}
