// Due waves commit and publish one by one: while one task's wave is
// held up in the database, another's offer is already written and pushed. With every due wave in one
// transaction, the first offer's event waited for the slowest wave of the batch, and a node stopped in
// between left offers written that no master was ever told about.
import { Client } from 'pg';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { createCategory, createClient, createMaster, places, type Place } from '../../../../../tests/support/factories';
import { usePglite } from '../../../../../tests/support/database';
import { eventually } from '../../../../../tests/support/eventually';
import { LocalEventBus } from '../../../platform/events/event-bus';
import { sendDueWaves } from '../dispatch-waves';

// every publication, in order, as text (topic and payload)
class RecordingBus extends LocalEventBus {
  readonly published: string[] = [];
  async publish(topic: string, payload: unknown): Promise<void> {
    this.published.push(`${topic} ${JSON.stringify(payload)}`);
    await super.publish(topic, payload);
  }
}

const describeOnPostgres = usePglite ? describe.skip : describe;

describeOnPostgres('due waves', () => {
  let t: TestApp;
  let place: Place;
  const bus = new RecordingBus();
  let locker: Client;

  beforeAll(async () => {
    // one master a wave; the next wave an hour later, so only this test makes waves due
    t = await createTestApp({ bus, env: { DISPATCH_WAVE_SIZE: '1', DISPATCH_WAVE_INTERVAL_S: '3600' } });
    place = await places(t.db);
    locker = new Client({ connectionString: t.database.url });
    await locker.connect();
  });
  afterAll(async () => {
    await locker.end();
    await t.close();
    await bus.close();
  });

  async function taskWithTwoMasters() {
    const category = await createCategory(t.db);
    const masters = [
      await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId }),
      await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId }),
    ];
    const client = await createClient(t.db);
    const response = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks',
      as: client.spec,
      payload: {
        text: 'Потекла труба под раковиной на кухне',
        category_id: category.id,
        city_id: place.cityId,
        district_id: place.districtId,
        tg_username: 'client_contact',
      },
    });
    expect(response.statusCode).toBe(200);
    const taskId = response.json().data.id as number;
    const first = await t.db.taskOffer.findMany({ where: { taskId } });
    expect(first).toHaveLength(1);
    const waiting = masters.find((master) => master.contractId !== first[0].contractId)!;
    return { taskId, waiting };
  }

  it("pushes one task's wave while another's is still held up", async () => {
    const a = await taskWithTwoMasters();
    const b = await taskWithTwoMasters();
    // both second waves due, a's first
    await t.db.task.update({ where: { id: a.taskId }, data: { nextWaveAt: new Date(Date.now() - 2000) } });
    await t.db.task.update({ where: { id: b.taskId }, data: { nextWaveAt: new Date(Date.now() - 1000) } });
    // b's offer cannot be written while its master's row is locked (the offer's reference waits for it)
    await locker.query('BEGIN');
    await locker.query('SELECT id FROM "Contract" WHERE id = $1 FOR UPDATE', [b.waiting.contractId]);
    bus.published.length = 0;
    const sending = sendDueWaves(t.app.services);
    try {
      // a's offer written and its event published
      await eventually(
        async () =>
          (await t.db.taskOffer.count({ where: { taskId: a.taskId, contractId: a.waiting.contractId } })) === 1 &&
          bus.published.some((line) => line.includes(`"taskId":${a.taskId}`)),
        5000,
      );
      // b is still waiting for the lock
      expect(await t.db.taskOffer.count({ where: { taskId: b.taskId, contractId: b.waiting.contractId } })).toBe(0);
    } finally {
      await locker.query('COMMIT');
    }
    expect(await sending).toBe(2);
    expect(await t.db.taskOffer.count({ where: { taskId: b.taskId, contractId: b.waiting.contractId } })).toBe(1);
    expect(bus.published.some((line) => line.includes(`"taskId":${b.taskId}`))).toBe(true);
  });
});
