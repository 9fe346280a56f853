// Development sign-in outside Telegram: lists the demo users and signs init data for the one picked,
// exactly as Telegram would. Registered only when config.devLogin is on.
import type { FastifyInstance } from 'fastify';
import { signInitData } from '../platform/auth/init-data';
import type { Services } from '../platform/context';
import { demoUsers } from '../platform/db/seed';

const ROLE_NAMES: Record<string, string> = { '0': 'клиент', '1': 'мастер', '2': 'администратор', null: 'без роли' };

export function devLoginRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/dev/users', async () => ({
    success: true,
    data: demoUsers().map((user) => ({
      telegram_id: String(user.telegramId),
      name: [user.firstName, user.lastName].filter(Boolean).join(' '),
      role: ROLE_NAMES[String(user.role)],
    })),
  }));

  app.post<{ Body: { telegram_id?: unknown } }>('/api/dev/sign-in', async (request, reply) => {
    const demo = demoUsers().find((user) => String(user.telegramId) === String(request.body?.telegram_id));
    if (!demo) return reply.code(404).send({ success: false, message: 'Пользователь не найден' });
    const initData = signInitData(
      {
        id: demo.telegramId,
        first_name: demo.firstName,
        ...(demo.lastName ? { last_name: demo.lastName } : {}),
        ...(demo.username ? { username: demo.username } : {}),
        language_code: 'ru',
      },
      services.config.botToken,
    );
    return { success: true, init_data: initData };
  });
}
