// The master's duty and working hours over GraphQL (docs/product.md "On duty and working hours"): thin
// adapters over modules/dispatch/master-duty.ts, parsed by duty-input.ts as the REST routes are.
import { builder } from '../../graphql/builder';
import { clockText, myDuty, setMyDuty, setMyWorkingHours, type Duty, type WorkingHours } from '../dispatch';
import { parseOnDuty, parseWorkingHours } from './duty-input';

export const DutyOffReasonEnum = builder.enumType('DutyOffReason', {
  values: ['self', 'missed_offers'] as const,
});

const WorkingHoursRef = builder.objectRef<WorkingHours>('WorkingHours').implement({
  description: 'A span of working hours on one weekday (1 = Monday .. 7), Tashkent time, "HH:MM".',
  fields: (t) => ({
    weekday: t.exposeInt('weekday'),
    from: t.string({ resolve: (entry) => clockText(entry.fromMin) }),
    to: t.string({ resolve: (entry) => clockText(entry.toMin) }),
  }),
});

const MasterDutyRef = builder.objectRef<Duty>('MasterDuty').implement({
  fields: (t) => ({
    onDuty: t.exposeBoolean('onDuty'),
    // why he is off duty (null while on duty): he said so, or he left offers unanswered
    offReason: t.field({ type: DutyOffReasonEnum, nullable: true, resolve: (duty) => duty.offReason }),
    // an empty list: any time
    hours: t.field({ type: [WorkingHoursRef], resolve: (duty) => duty.hours }),
  }),
});

const WorkingHoursInput = builder.inputType('WorkingHoursInput', {
  fields: (t) => ({
    weekday: t.int({ required: true }),
    from: t.string({ required: true }),
    to: t.string({ required: true }),
  }),
});

builder.queryFields((t) => ({
  myDuty: t.withAuth({ loggedIn: true }).field({
    type: MasterDutyRef,
    resolve: (_root, _args, ctx) => myDuty(ctx.db, ctx.viewer),
  }),
}));

builder.mutationFields((t) => ({
  setMyDuty: t.withAuth({ loggedIn: true }).field({
    type: MasterDutyRef,
    errors: {},
    args: { onDuty: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => setMyDuty(ctx, ctx.viewer, parseOnDuty(args.onDuty)),
  }),
  setMyWorkingHours: t.withAuth({ loggedIn: true }).field({
    type: MasterDutyRef,
    errors: {},
    args: { hours: t.arg({ type: [WorkingHoursInput], required: true }) },
    resolve: (_root, args, ctx) => setMyWorkingHours(ctx, ctx.viewer, parseWorkingHours(args.hours)),
  }),
}));
