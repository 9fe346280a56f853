// npm run soak: the soak under faults (tests/soak/soak.ts), bounded by SOAK_S seconds (default 300), with
// SOAK_CLIENTS and SOAK_MASTERS simulated people (default 200 and 100). Prints the figures and a verdict
// against its goals; docs/reliability.md records runs and the method.
import { killAllChildren } from '../../bench/processes';
import { goalsMissed } from './goals';
import { runSoak } from './soak';

const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);

async function main() {
  const options = {
    durationS: num('SOAK_S', 300),
    clients: num('SOAK_CLIENTS', 200),
    masters: num('SOAK_MASTERS', 100),
    log: (line: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}`),
  };
  const report = await runSoak(options);
  console.log(JSON.stringify(report, null, 2));
  const missed = goalsMissed(report);
  console.log(missed.length ? `goals missed:\n- ${missed.join('\n- ')}` : 'every goal met');
  // the report is the run's end: simulated clients' reconnect timers and pooled connections are not
  // waited for (they had kept the process alive after its report)
  killAllChildren();
  process.exit(missed.length ? 1 : 0);
}

process.on('SIGINT', () => {
  killAllChildren();
  process.exit(130);
});
main().catch((error) => {
  killAllChildren();
  console.error(error);
  process.exit(1);
});
