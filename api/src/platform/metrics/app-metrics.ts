// The Prometheus metrics of one API node (docs/operations.md says what each family means and what an operator
// does when its alert fires). Each app has its own registry, not prom-client's global one: tests run several
// nodes in one process. Label values are route templates, operation names, codes and outcomes only, never a
// person's id, phone, name or text (platform/metrics/__tests__/metrics.test.ts).
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// what the modules report (Services.metrics); absent when METRICS_PORT=off
export interface ServiceMetrics {
  // a task's first offer went out this long after it was posted
  firstOffer(seconds: number): void;
  // a task was first accepted this long after it was posted
  accepted(seconds: number): void;
  // a wave of offers went out (the first of a round, a later one, or offers as masters' hours begin)
  wave(): void;
  // one notification's delivery attempt ended so (bot/delivery-outcomes.ts DeliveryOutcome)
  delivered(outcome: string): void;
}

// what the gauges read when Prometheus scrapes (platform/metrics/gauges.ts)
export interface GaugeReadings {
  pools(): { pool: string; total: number; idle: number; waiting: number }[];
  outbox(): Promise<{ pending: number; oldestS: number }>;
  sockets(): { connections: number; subscriptions: number };
  busUp(): boolean;
}

// a task may wait hours for a master's working hours to begin
const DISPATCH_BUCKETS = [0.5, 1, 2.5, 5, 15, 30, 60, 120, 300, 600, 1800, 3600, 4 * 3600];
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class AppMetrics implements ServiceMetrics {
  readonly registry = new Registry();
  private readings: GaugeReadings | null = null;

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  readonly graphqlDuration = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'GraphQL operations over HTTP by operation name (anonymous, other past 200 names) and type',
    labelNames: ['operation_name', 'operation_type'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  readonly graphqlErrors = new Counter({
    name: 'graphql_errors_total',
    help: 'Errors in GraphQL answers by their extensions.code',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });

  private readonly firstOffers = new Histogram({
    name: 'usta_dispatch_first_offer_seconds',
    help: "From a task's posting to its first offer to a master",
    buckets: DISPATCH_BUCKETS,
    registers: [this.registry],
  });

  private readonly accepts = new Histogram({
    name: 'usta_dispatch_accept_seconds',
    help: "From a task's posting to its first acceptance by a master",
    buckets: DISPATCH_BUCKETS,
    registers: [this.registry],
  });

  private readonly waves = new Counter({
    name: 'usta_dispatch_waves_total',
    help: 'Waves of offers sent to masters',
    registers: [this.registry],
  });

  private readonly deliveries = new Counter({
    name: 'usta_bot_deliveries_total',
    help: 'Bot notification delivery attempts by outcome (bot/delivery-outcomes.ts)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    // gauges named like counters, which `promtool check metrics` refuses; the same counts stay by type in
    // nodejs_active_handles, nodejs_active_requests and nodejs_active_resources
    for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'])
      this.registry.removeSingleMetric(name);
    const read = () => this.readings;
    const outboxNow = () => this.outbox();
    new Gauge({
      name: 'usta_ws_connections',
      help: 'Open GraphQL WebSocket connections on this node',
      registers: [this.registry],
      collect() {
        const readings = read();
        if (readings) this.set(readings.sockets().connections);
      },
    });
    new Gauge({
      name: 'usta_ws_subscriptions',
      help: 'Live subscriptions of signed-in sockets on this node',
      registers: [this.registry],
      collect() {
        const readings = read();
        if (readings) this.set(readings.sockets().subscriptions);
      },
    });
    new Gauge({
      name: 'usta_outbox_pending',
      help: 'Bot notifications waiting to be sent (the whole database, every node reports it)',
      registers: [this.registry],
      async collect() {
        const outbox = await outboxNow();
        if (outbox) this.set(outbox.pending);
      },
    });
    new Gauge({
      name: 'usta_outbox_oldest_seconds',
      help: 'Age of the oldest bot notification waiting to be sent (0: none waits)',
      registers: [this.registry],
      async collect() {
        const outbox = await outboxNow();
        if (outbox) this.set(outbox.oldestS);
      },
    });
    new Gauge({
      name: 'usta_db_pool_connections',
      help: 'PostgreSQL pool connections by pool (product, reports) and state (in_use, idle, waiting)',
      labelNames: ['pool', 'state'] as const,
      registers: [this.registry],
      collect() {
        for (const { pool, total, idle, waiting } of read()?.pools() ?? []) {
          this.set({ pool, state: 'in_use' }, total - idle);
          this.set({ pool, state: 'idle' }, idle);
          this.set({ pool, state: 'waiting' }, waiting);
        }
      },
    });
    new Gauge({
      name: 'usta_event_bus_up',
      help: 'The event bus between nodes works: 1, or 0 while Redis is unreachable (always 1 without REDIS_URL)',
      registers: [this.registry],
      collect() {
        const readings = read();
        if (readings) this.set(readings.busUp() ? 1 : 0);
      },
    });
  }

  watch(readings: GaugeReadings): void {
    this.readings = readings;
  }

  // both outbox gauges from one query per scrape
  private outboxRead: { at: number; result: Promise<{ pending: number; oldestS: number } | null> } | null = null;
  private outbox(): Promise<{ pending: number; oldestS: number } | null> {
    const readings = this.readings;
    if (!readings) return Promise.resolve(null);
    if (!this.outboxRead || Date.now() - this.outboxRead.at > 1000) {
      // a database that does not answer leaves the gauges out of this scrape (the pool gauges say why)
      this.outboxRead = { at: Date.now(), result: readings.outbox().catch(() => null) };
    }
    return this.outboxRead.result;
  }

  firstOffer(seconds: number): void {
    this.firstOffers.observe(Math.max(0, seconds));
  }

  accepted(seconds: number): void {
    this.accepts.observe(Math.max(0, seconds));
  }

  wave(): void {
    this.waves.inc();
  }

  delivered(outcome: string): void {
    this.deliveries.inc({ outcome });
  }
}
