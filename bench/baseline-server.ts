// The baseline the API is measured against: a bare node:http handler with pg and no framework that answers
// the same three reads with the same JSON. It checks the init data's HMAC like the API (Telegram's
// algorithm written out with node:crypto), reads the user by Telegram id (statement 1), then everything
// the screen needs in one hand-written statement (statement 2).
// Both are named prepared statements: each connection parses and plans them once, and after five runs
// PostgreSQL keeps a generic plan. Sent unnamed (as this server once did) every request planned
// them again: 2-14 ms of planning per statement on a loaded machine against 0.2-2 ms of execution for the
// active and pending reads (EXPLAIN (ANALYZE, SUMMARY) on the bench data, docs/performance.md). JIT is off on
// its connections as on the app's (db/client.ts); these statements are priced far below jit_above_cost.
// The JSON carries when, scheduled_from, scheduled_to and the photos like the REST shim's, and for the
// active task its journey (its columns in the same second statement).
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { taskPhotoUrl } from '../api/src/modules/task/task-photos';
import { cancelStepFor } from '../api/src/modules/lifecycle/task-status';
import { statusLabel } from '../api/src/modules/lifecycle/task-status';
import type { TaskStatus } from '../api/src/platform/db/generated/prisma/client';
import type { Viewer } from '../api/src/platform/context';
import { journeyOfViewRow, type JourneyViewRow } from '../api/src/modules/task/journey/journey-read';
import { journeyJson } from '../api/src/modules/task/rest/task-json';

const botToken = fs.readFileSync(path.join(process.env.DATA_DIR!, 'dev-bot-token'), 'utf8').trim();
const maxAgeS = Number(process.env.INIT_DATA_MAX_AGE_S || 86400);
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_MAX) || 10,
  options: '-c jit=off',
});
const run = (name: string, text: string, values: unknown[]) => pool.query({ name, text, values });
const secret = crypto.createHmac('sha256', 'WebAppData').update(botToken).digest();

function telegramId(raw: string | undefined): string | null {
  if (!raw) return null;
  const params = new URLSearchParams(raw);
  const hash = params.get('hash');
  if (!hash) return null;
  const pairs: string[] = [];
  for (const [key, value] of params) if (key !== 'hash') pairs.push(`${key}=${value}`);
  pairs.sort();
  const expected = crypto.createHmac('sha256', secret).update(pairs.join('\n')).digest('hex');
  if (expected.length !== hash.length || !crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(hash))) return null;
  if (Date.now() / 1000 - Number(params.get('auth_date')) > maxAgeS) return null;
  const user = JSON.parse(params.get('user') ?? 'null') as { id?: number } | null;
  return user && Number.isSafeInteger(user.id) ? String(user.id) : null;
}

// the client's live card: the round's offers and the journey row, beside the task
const JOURNEY = `,
    t."clientId", c."userId" AS "masterUserId", t."dispatchWave",
    (SELECT count(*) FROM "TaskOffer" o WHERE o."taskId" = t.id AND o."createdAt" >= coalesce(t."dispatchedAt", t."createdAt")) AS notified,
    (SELECT max(o."distanceM") FROM "TaskOffer" o WHERE o."taskId" = t.id AND o."createdAt" >= coalesce(t."dispatchedAt", t."createdAt")) AS radius,
    (SELECT o."distanceM" FROM "TaskOffer" o WHERE o."taskId" = t.id AND o."contractId" = t."contractId") AS "offerDistanceM",
    j.stage::text AS stage, j."distanceM", j."etaMin", j."masterEtaMin", j."etaGivenAt", j."updatedAt" AS "journeyAt",
    j.latitude AS "masterLatitude", j.longitude AS "masterLongitude",
    (SELECT count(*) FROM "Task" ct JOIN "Contract" cc ON cc.id = ct."contractId"
      WHERE cc."userId" = c."userId" AND ct."completedAt" IS NOT NULL)::int AS completed`;

// one task with everything the docs/product.md §3 shape shows, and its master's review numbers
const view = (journey = '') => `
  SELECT t.id, t.text, t.status, t."createdAt", t."updatedAt", t."categoryId", cat.name AS "categoryName",
    t."cityId", ci.name AS "cityName", t."districtId", d.name AS "districtName",
    cu."firstName", cu."lastName", cu.username AS "clientUsername", t."tgUsername", t.phone, t."phoneVerified",
    c.id AS "contractId", c.name AS "masterName", c.phone AS "masterPhone", c."photoPath", mu.username AS "masterUsername",
    EXISTS (SELECT 1 FROM "Review" r WHERE r."taskId" = t.id) AS "hasReview", s.reviews, s.average,
    t."when"::text AS "when", t."scheduledFrom", t."scheduledTo",
    ARRAY(SELECT p.id FROM "TaskPhoto" p WHERE p."taskId" = t.id ORDER BY p.position, p.id) AS photos${journey}
  FROM "Task" t
  LEFT JOIN "Category" cat ON cat.id = t."categoryId"
  JOIN "City" ci ON ci.id = t."cityId"
  JOIN "District" d ON d.id = t."districtId"
  JOIN "User" cu ON cu.id = t."clientId"
  LEFT JOIN "Contract" c ON c.id = t."contractId"
  LEFT JOIN "User" mu ON mu.id = c."userId"
  ${journey ? 'LEFT JOIN "TaskJourney" j ON j."taskId" = t.id AND j."contractId" = t."contractId"' : ''}
  LEFT JOIN LATERAL (
    SELECT
      (SELECT count(*) FROM "Review" r JOIN "Contract" rc ON rc.id = r."contractId"
        WHERE rc."userId" = c."userId" AND r.state = 'approved')::int AS reviews,
      (SELECT avg(recent.rating)::float8 FROM (
        SELECT r.rating FROM "Review" r JOIN "Task" rt ON rt.id = r."taskId" JOIN "Contract" rc ON rc.id = r."contractId"
        WHERE rc."userId" = c."userId" AND r.state = 'approved' AND rt."completedAt" IS NOT NULL
        ORDER BY rt."completedAt" DESC, rt.id DESC LIMIT 30) recent) AS average
    WHERE c.id IS NOT NULL) s ON true`;
const VIEW = view();

const ACTIVE = `('new', 'sent_to_masters', 'taken', 'in_progress', 'awaiting_admin_attention')`;

const ACTIVE_SQL = `
  WITH pick AS (
    SELECT id FROM (
      (SELECT id, 0 AS pri FROM "Task" WHERE "clientId" = $1 AND status IN ${ACTIVE} ORDER BY "createdAt" DESC, id DESC LIMIT 1)
      UNION ALL
      (SELECT l.id, 1 FROM (SELECT id, status FROM "Task" WHERE "clientId" = $1 ORDER BY "createdAt" DESC, id DESC LIMIT 1) l
        WHERE l.status = 'completed' AND NOT EXISTS (SELECT 1 FROM "Review" r WHERE r."taskId" = l.id))
    ) x ORDER BY pri LIMIT 1)
  SELECT (SELECT count(*) FROM "Task" WHERE "clientId" = $1 AND status IN ${ACTIVE})::int AS "activeCount", v.*
  FROM (SELECT 1) one LEFT JOIN LATERAL (${view(JOURNEY)} WHERE t.id = (SELECT id FROM pick)) v ON true`;

const PENDING_SQL = `
  WITH k AS (SELECT id FROM "Contract" WHERE "userId" = $1 AND "archivedAt" IS NULL AND status IN ('approved', 'verified') ORDER BY id DESC LIMIT 1),
  cur AS (SELECT t.id FROM "Task" t JOIN k ON t."contractId" = k.id WHERE t.status IN ('taken', 'in_progress') ORDER BY t.id DESC LIMIT 1),
  off AS (SELECT o."taskId" AS id FROM "TaskOffer" o JOIN k ON o."contractId" = k.id JOIN "Task" t ON t.id = o."taskId"
          WHERE o.state = 'pending' AND t.status = 'sent_to_masters' ORDER BY o."createdAt", o.id LIMIT 1)
  SELECT (SELECT id FROM k) AS "workingContract", (SELECT id FROM cur) AS "currentId", v.*
  FROM (SELECT 1) one LEFT JOIN LATERAL (${VIEW} WHERE t.id = COALESCE((SELECT id FROM cur), (SELECT id FROM off))) v ON true`;

const LIST_SQL = `${VIEW} WHERE t."clientId" = $1 ORDER BY t."createdAt" DESC, t.id DESC`;

type Row = Record<string, any>;

function taskJson(row: Row, contacts = true) {
  const status = row.status as TaskStatus;
  return {
    id: row.id,
    text: row.text,
    status,
    status_label: statusLabel(status),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    category: row.categoryId === null ? null : { id: row.categoryId, name: row.categoryName },
    category_id: row.categoryId,
    city: { id: row.cityId, name: row.cityName },
    city_id: row.cityId,
    district: { id: row.districtId, name: row.districtName },
    district_id: row.districtId,
    master:
      row.contractId === null
        ? null
        : {
            name: row.masterName,
            photo_path: row.photoPath,
            telegramUsername: row.masterUsername,
            phone: row.masterPhone,
            reviewsCount: row.reviews,
            averageRating: row.average === null ? 0 : Math.round(row.average * 100) / 100,
            contract_id: row.contractId,
          },
    client: contacts
      ? { name: [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || row.clientUsername || 'Клиент' }
      : null,
    tgUsername: contacts ? row.tgUsername : null,
    phone: contacts ? row.phone : null,
    phone_verified: contacts ? row.phoneVerified : false,
    has_review: row.hasReview,
    cancel_step: cancelStepFor(status),
    when: row.when,
    scheduled_from: row.scheduledFrom,
    scheduled_to: row.scheduledTo,
    photos: (row.photos as string[]).map((id) => ({ id, url: taskPhotoUrl(id) })),
  };
}

const send = (res: http.ServerResponse, status: number, body: unknown) => {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
};

async function route(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = (req.url ?? '/').split('?')[0];
  if (url === '/healthz') return send(res, 200, { status: 'ok' });
  const tgId = telegramId(req.headers['x-telegram-init-data'] as string | undefined);
  if (!tgId) return send(res, 401, { success: false, message: 'Недействительные данные Telegram' });
  const user = (await run('user', 'SELECT id FROM "User" WHERE "telegramId" = $1', [tgId])).rows[0] as
    { id: number } | undefined;
  if (!user) return send(res, 401, { success: false, message: 'Недействительные данные Telegram' });

  if (url === '/api/tg-webapp/tasks/active') {
    const row = (await run('active', ACTIVE_SQL, [user.id])).rows[0] as Row;
    // the journey's rules and shape are the API's (modules/task/journey/journey-read.ts), like its labels
    const journey = () =>
      journeyJson(
        journeyOfViewRow({ ...row, k_name: row.masterName } as JourneyViewRow, { user: { id: user.id } } as Viewer),
      );
    const data = row.id === null ? null : { ...taskJson(row), journey: journey() };
    return send(res, 200, {
      success: true,
      data,
      active_count: row.activeCount,
      message: data ? 'Активная задача найдена' : 'Нет активной задачи',
    });
  }
  if (url === '/api/tg-webapp/master/tasks/pending') {
    const row = (await run('pending', PENDING_SQL, [user.id])).rows[0] as Row;
    if (row.workingContract === null)
      return send(res, 403, { success: false, message: 'Ваша заявка мастера ещё не подтверждена' });
    const data = row.id === null ? null : taskJson(row, row.currentId !== null);
    return send(res, 200, { success: true, data, message: data ? 'Задача найдена' : 'Нет доступных задач' });
  }
  if (url === '/api/tg-webapp/tasks') {
    const rows = (await run('list', LIST_SQL, [user.id])).rows as Row[];
    return send(res, 200, { success: true, data: rows.map((row) => taskJson(row)) });
  }
  return send(res, 404, { success: false, message: 'Не найдено' });
}

const server = http.createServer((req, res) => {
  route(req, res).catch((error) => {
    console.error(error);
    send(res, 500, { success: false, message: 'Ошибка' });
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), process.env.HOST || '127.0.0.1');
process.once('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
