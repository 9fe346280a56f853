// The master's message when he was put off duty for leaving offers unanswered (docs/product.md §12).
import type { NotificationKind } from '../modules/notification';
import { appButton, keyboard, screens } from './links';
import { message, numberField, type Renderer } from './message-parts';

export const DUTY_RENDERERS: Record<Extract<NotificationKind, 'duty_off_missed'>, Renderer> = {
  async duty_off_missed(db, config, { payload }, t) {
    const contractId = numberField(payload, 'contractId');
    const contract = contractId
      ? await db.contract.findUnique({ where: { id: contractId }, select: { onDuty: true, missedInRow: true } })
      : null;
    // he is back on duty already: nothing to tell
    if (!contract || contract.onDuty) return { skip: 'back on duty' };
    return {
      message: message(
        [t.dutyOffMissedTitle, t.dutyOffMissedText(contract.missedInRow), '', t.dutyBackHint],
        keyboard(appButton(config, t.dutyBack, screens.masterDashboard)),
      ),
    };
  },
};
