// intakeRequest(token): what a group reply's link stands for, for the client's form (the same as
// GET /api/tg-webapp/intake/{token}, intake-routes.ts).
import { builder } from '../../graphql/builder';
import { NotFoundError } from '../../platform/errors';
import { readIntakeToken, type IntakeRequest } from './intake';
import { parseIntakeToken } from './intake-input';

const IntakeRequestRef = builder.objectRef<IntakeRequest>('IntakeRequest').implement({
  description: 'A request read in a Telegram group, as its reply link carries it: kept 24 hours.',
  fields: (t) => ({
    text: t.exposeString('text'),
    categoryId: t.exposeInt('categoryId', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  intakeRequest: t.withAuth({ loggedIn: true }).field({
    type: IntakeRequestRef,
    description:
      "The text and category behind a group reply's `startapp` token; NOT_FOUND (INTAKE_LINK_EXPIRED) when unknown or expired.",
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const found = await readIntakeToken(ctx.db, parseIntakeToken(args.token));
      if (!found) throw new NotFoundError('INTAKE_LINK_EXPIRED');
      return found;
    },
  }),
}));
