import { builder } from './builder';

export const TaskStatusEnum = builder.enumType('TaskStatus', {
  values: [
    'new',
    'sent_to_masters',
    'awaiting_admin_attention',
    'taken',
    'in_progress',
    'completed',
    'closed',
    'cancelled',
    'expired',
    'rejected_by_admin',
  ] as const,
});

builder.prismaObject('Task', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    text: t.exposeString('text'),
    status: t.expose('status', { type: TaskStatusEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    categoryId: t.exposeInt('categoryId', { nullable: true }),
    category: t.relation('category', { nullable: true }),
    city: t.relation('city'),
    district: t.relation('district'),
    tgUsername: t.exposeString('tgUsername', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
  }),
});
