// The client's message when the master he asked for again will not take the task and the search widened
// (docs/product.md §12 "Your master again").
import type { NotificationKind } from '../modules/notification';
import { appButton, keyboard, screens } from './links';
import { escapeHtml, loadTask, message, numberField, quote, TASK_GONE, type Renderer } from './message-parts';

export const PREFERRED_RENDERERS: Record<Extract<NotificationKind, 'preferred_master_passed'>, Renderer> = {
  async preferred_master_passed(db, config, { payload }, t) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    if (!task.preferredContractId || !task.preferredOutcome) return { skip: 'no preferred master outcome' };
    // someone took it already: the acceptance message says more
    if (task.status !== 'sent_to_masters' && task.status !== 'awaiting_admin_attention')
      return { skip: 'no longer searching' };
    const master = await db.contract.findUnique({ where: { id: task.preferredContractId }, select: { name: true } });
    const name = escapeHtml((master?.name ?? '').trim().split(/\s+/)[0] ?? '');
    const why =
      task.preferredOutcome === 'declined'
        ? t.preferredDeclined(name)
        : task.preferredOutcome === 'no_answer'
          ? t.preferredNoAnswer(name)
          : t.preferredUnavailable(name);
    return {
      message: message(
        [t.preferredPassedTitle, why, t.preferredWidened, '', quote(task.text)],
        keyboard(appButton(config, t.openTask, screens.clientTask(task.id))),
      ),
    };
  },
};
