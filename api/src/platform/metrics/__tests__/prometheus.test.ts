// The metrics as Prometheus itself reads them: `promtool check metrics` on a live scrape of a running node,
// the shipped rules and configuration (deploy/prometheus), and Debian's prometheus server scraping a node on
// loopback, asked over its HTTP API for the p95 of a GraphQL operation the test ran and for every query of the
// shipped Grafana dashboard (deploy/grafana), each of which names only families a node exports. Both come with Debian's
// `prometheus` package, which .ci/run installs; on a machine without it these tests are skipped, saying so.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { createClient } from '../../../../../tests/support/factories';
import { scrape } from './scrape';

const root = path.resolve(__dirname, '..', '..', '..', '..', '..');
const deploy = path.join(root, 'deploy', 'prometheus');
const dashboard = path.join(root, 'deploy', 'grafana', 'dashboards', 'usta.json');
const onPath = (name: string) =>
  (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((dir) => path.join(dir, name))
    .find((file) => fs.existsSync(file)) ?? null;
const promtool = onPath('promtool');
const prometheus = onPath('prometheus');
// CI installs the package: there a missing binary fails the test instead of skipping it
const present = (binary: string | null, name: string) => {
  if (binary || process.env.CI) return describe;
  console.warn(`${name} is not installed (apt-get install prometheus): its tests are skipped`);
  return describe.skip;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function run(binary: string, args: string[], input?: string) {
  const result = spawnSync(binary, args, { input, encoding: 'utf8', timeout: 30_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

present(promtool, 'promtool')('promtool', () => {
  it('finds nothing to say about a live scrape of a running node', async () => {
    const client = await createClient(t.db);
    await t.gql('query PromtoolViewer { me { id } }', {}, client.spec);
    await t.request({ method: 'GET', url: '/healthz' });
    const { text } = await scrape(t.app.metricsPort);
    expect(text).toContain('graphql_operation_duration_seconds_bucket{');
    expect(run(promtool!, ['check', 'metrics'], text)).toEqual({ status: 0, output: '' });
  });

  it('accepts the shipped configuration and rules, and each alert fires on the series meant to raise it', () => {
    for (const args of [
      ['check', 'config', path.join(deploy, 'prometheus.yml')],
      ['check', 'rules', path.join(deploy, 'alerts.yml')],
      ['test', 'rules', path.join(deploy, 'alerts.test.yml')],
    ]) {
      const result = run(promtool!, args);
      expect({ args, ...result, output: result.status === 0 ? '' : result.output }).toEqual({
        args,
        status: 0,
        output: '',
      });
    }
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

present(prometheus, 'prometheus')('a real Prometheus scraping a node', () => {
  let server: ChildProcess | undefined;
  let dir: string;
  let port: number;
  const logs: string[] = [];

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      const killer = setTimeout(() => server!.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'usta-prometheus-'));
    port = await freePort();
    fs.writeFileSync(
      path.join(dir, 'prometheus.yml'),
      [
        'global: { scrape_interval: 1s, evaluation_interval: 1s }',
        'scrape_configs:',
        '  - job_name: usta-api',
        `    static_configs: [{ targets: ['127.0.0.1:${t.app.metricsPort}'] }]`,
        '',
      ].join('\n'),
    );
    server = spawn(
      prometheus!,
      [
        `--config.file=${path.join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    server.stdout!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    // Prometheus is ready once its readiness endpoint says so
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (Date.now() > deadline || server.exitCode !== null)
        throw new Error(`Prometheus did not start:\n${logs.join('').slice(-3000)}`);
      const ready = await fetch(`http://127.0.0.1:${port}/-/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 40_000);

  it('answers a PromQL p95 of a GraphQL operation the test ran', async () => {
    const client = await createClient(t.db);
    const query =
      'histogram_quantile(0.95, sum by (le) (rate(graphql_operation_duration_seconds_bucket{operation_name="PrometheusProbe"}[1m])))';
    const deadline = Date.now() + 45_000;
    let answer: number | undefined;
    while (answer === undefined) {
      if (Date.now() > deadline || server?.exitCode !== null)
        throw new Error(`no p95 from Prometheus in time:\n${logs.join('').slice(-3000)}`);
      // the operation keeps running between scrapes, so the rate over the last minute has something to say
      for (let i = 0; i < 5; i += 1) {
        const result = await t.gql('query PrometheusProbe { me { id } }', {}, client.spec);
        expect(result.errors).toBeUndefined();
      }
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/v1/query?query=${encodeURIComponent(query)}`);
        const body = (await response.json()) as { data?: { result?: { value: [number, string] }[] } };
        const value = Number(body.data?.result?.[0]?.value[1]);
        if (Number.isFinite(value)) answer = value;
      } catch {
        // not listening yet
      }
      if (answer === undefined) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(answer).toBeGreaterThan(0);
    expect(answer).toBeLessThanOrEqual(10);
  }, 60_000);

  it('evaluates every query of the shipped dashboard, each naming only families a node exports', async () => {
    const board = JSON.parse(fs.readFileSync(dashboard, 'utf8')) as {
      panels: { title: string; targets?: { expr: string }[] }[];
    };
    const queries = board.panels.flatMap((panel) =>
      (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr })),
    );
    expect(queries.length).toBeGreaterThan(20);
    // the families of a live scrape: a histogram's _bucket, _count and _sum are its family's
    const { text } = await scrape(t.app.metricsPort);
    const families = new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]));
    const family = (name: string) => name.replace(/_(bucket|count|sum)$/, '');
    const findings: string[] = [];
    for (const { panel, expr } of queries) {
      // Grafana's variable as "All" sends it
      const promql = expr.replace(/\$instance/g, '.*');
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/query?query=${encodeURIComponent(promql)}`);
      const body = (await response.json()) as { status: string; error?: string };
      if (body.status !== 'success') findings.push(`${panel}: ${expr}: ${body.error}`);
      for (const [name] of expr.matchAll(/\b(?:usta|http|graphql|nodejs|process)_[a-z0-9_]+/g))
        if (!families.has(name) && !families.has(family(name))) findings.push(`${panel}: ${name} is not exported`);
    }
    expect(findings).toEqual([]);
  }, 60_000);
});
