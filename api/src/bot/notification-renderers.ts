// One renderer per notification kind: the text, the photo and the buttons each notification sends.
import type { NotificationKind } from '../modules/notification';
import { endingReason, taskEnding } from '../modules/lifecycle';
import { appButton, keyboard, screens, urlButton } from './links';
import { PREFERRED_RENDERERS } from './preferred-renderers';
import { DUTY_RENDERERS } from './duty-renderers';
import {
  category,
  escapeHtml,
  firstPhotoPath,
  loadTask,
  message,
  numberField,
  place,
  placeWithDoor,
  priceLine,
  quote,
  reviewQuote,
  stars,
  stringField,
  TASK_GONE,
  whenText,
  type Renderer,
} from './message-parts';
import { problemRenderers } from './problem-renderers';

export const renderers: Record<NotificationKind, Renderer> = {
  ...problemRenderers,
  ...PREFERRED_RENDERERS,
  ...DUTY_RENDERERS,
  // a group's message comes written whole and goes out through DeliveryWorker.deliverToGroup (delivery.ts)
  async group_message() {
    return { skip: 'a group message has no user to render for' };
  },
  async offer_new(db, config, { userId, payload, language }, t) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    // another master accepted (or the client cancelled) before the message went out: nothing to offer
    const offer = await db.taskOffer.findFirst({
      where: { taskId: task.id, contract: { userId } },
      select: { state: true, contractId: true },
    });
    if (task.status !== 'sent_to_masters' || (offer && offer.state !== 'pending'))
      return { skip: 'offer no longer open' };
    const photo = await firstPhotoPath(db, config, task.id);
    const range = await priceLine(db, config, task, language, t);
    return {
      message: {
        ...message(
          [
            t.offerTitle,
            ...(task.emergency ? [t.offerEmergency(task.emergency)] : []),
            offer && task.preferredContractId === offer.contractId && t.offerFormerClient,
            t.category(category(task, language, t)),
            t.address(place(task, language)),
            whenText(task, t, language),
            range,
            '',
            quote(task.text),
            '',
            t.offerHint,
          ],
          keyboard(appButton(config, t.openTask, screens.masterDashboard)),
        ),
        ...(photo ? { photo } : {}),
      },
    };
  },

  async task_accepted(db, config, { payload }, t) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    const contractId = numberField(payload, 'contractId') ?? task.contractId;
    const master = contractId
      ? await db.contract.findUnique({
          where: { id: contractId },
          select: { name: true, phone: true, user: { select: { username: true } } },
        })
      : null;
    const username = master?.user.username;
    return {
      message: message(
        [
          t.acceptedTitle,
          quote(task.text),
          '',
          master && t.master(escapeHtml(master.name)),
          master?.phone && t.phone(escapeHtml(master.phone)),
          username && `Telegram: @${escapeHtml(username)}`,
        ],
        keyboard(
          appButton(config, t.openTask, screens.clientTask(task.id)),
          username ? urlButton(t.writeMaster, `https://t.me/${username}`) : null,
        ),
      ),
    };
  },

  async task_completed(db, config, { payload }, t) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    const contractId = numberField(payload, 'contractId') ?? task.contractId;
    const master = contractId
      ? await db.contract.findUnique({ where: { id: contractId }, select: { name: true } })
      : null;
    return {
      message: message(
        [
          t.completedTitle,
          master ? t.completedBy(escapeHtml(master.name)) : t.completedNoMaster,
          quote(task.text),
          '',
          t.rateAsk,
        ],
        keyboard(appButton(config, t.rateMaster, screens.clientTask(task.id))),
      ),
    };
  },

  async task_requeued(db, config, { payload }, t) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    return {
      message: message(
        [t.requeuedTitle, quote(task.text), '', t.requeuedHint],
        keyboard(appButton(config, t.openTask, screens.clientTask(task.id))),
      ),
    };
  },

  async task_cancelled_by_client(db, config, { payload, language }, t) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    // and why (the reason the client chose)
    const ending = task.contractId ? await taskEnding(db, task.id, task.contractId) : null;
    const reason = ending && endingReason(ending, language);
    return {
      message: message(
        [t.cancelledTitle, reason && t.reason(escapeHtml(reason)), quote(task.text), '', t.waitOrders],
        keyboard(appButton(config, t.masterProfile, screens.masterDashboard)),
      ),
    };
  },

  // the client learns that the master left, with about how long (the model's or his own minutes)
  async master_on_the_way(db, config, { payload }, t) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    if (task.status !== 'in_progress') return { skip: 'task no longer in progress' };
    const minutes = numberField(payload, 'etaMin');
    const own = stringField(payload, 'etaSource') === 'master';
    return {
      message: message(
        [
          t.onTheWayTitle,
          quote(task.text),
          '',
          minutes !== null && (own ? t.onTheWayOwnEta(minutes) : t.onTheWayEta(minutes)),
          t.onTheWayHint,
        ],
        keyboard(appButton(config, t.openTask, screens.clientTask(task.id))),
      ),
    };
  },

  async master_arrived(db, config, { payload }, t) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    if (task.status !== 'in_progress') return { skip: 'task no longer in progress' };
    return {
      message: message(
        [t.arrivedTitle, quote(task.text), '', t.arrivedHint],
        keyboard(appButton(config, t.openTask, screens.clientTask(task.id))),
      ),
    };
  },

  // a master who held the task or its offer learns that it ended, and why (the reason chosen)
  async task_ended_for_master(db, config, { payload, language }, t) {
    const taskId = numberField(payload, 'taskId');
    const contractId = numberField(payload, 'contractId');
    const task = await loadTask(db, taskId);
    if (!task || contractId === null) return TASK_GONE;
    const ending = await taskEnding(db, task.id, contractId);
    const titles = {
      cancelled_by_client: t.endedCancelledByClient,
      closed_by_admin: t.endedClosedByAdmin,
      rejected_by_admin: t.endedRejectedByAdmin,
      expired: t.endedExpired,
    } as const;
    if (!ending || !(ending.kind in titles)) return { skip: 'nothing ended for this master' };
    const reason = endingReason(ending, language);
    return {
      message: message(
        [
          titles[ending.kind as keyof typeof titles],
          reason && t.reason(escapeHtml(reason)),
          quote(task.text),
          '',
          t.waitOrders,
        ],
        keyboard(appButton(config, t.masterProfile, screens.masterDashboard)),
      ),
    };
  },

  async task_expired(db, config, { payload }, t) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    return {
      message: message(
        [t.expiredTitle, t.expiredText, quote(task.text), '', t.expiredHint],
        keyboard(appButton(config, t.createNew, screens.client)),
      ),
    };
  },

  async task_rejected(db, config, { payload }, t) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    return {
      message: message(
        [t.rejectedTitle, quote(task.text), '', t.rejectedHint],
        keyboard(appButton(config, t.createNew, screens.client), urlButton(t.writeSupport, config.supportUrl)),
      ),
    };
  },

  async task_assigned(db, config, { payload, language }, t) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    return {
      message: message(
        [
          t.assignedTitle,
          t.category(category(task, language, t)),
          t.address(placeWithDoor(task, language)),
          '',
          quote(task.text),
          '',
          t.assignedHint,
        ],
        keyboard(appButton(config, t.openTask, screens.masterDashboard)),
      ),
    };
  },

  async contract_approved(_db, config, _notification, t) {
    return {
      message: message(
        [t.contractApprovedTitle, t.contractApprovedText],
        keyboard(appButton(config, t.masterProfile, screens.masterDashboard)),
      ),
    };
  },

  async contract_rejected(db, config, { payload }, t) {
    const contractId = numberField(payload, 'contractId');
    const contract = contractId
      ? await db.contract.findUnique({ where: { id: contractId }, select: { rejectionReason: true } })
      : null;
    const reason = stringField(payload, 'reason') ?? contract?.rejectionReason?.trim();
    return {
      message: message(
        [t.contractRejectedTitle, reason && t.reason(escapeHtml(reason)), '', t.contractRejectedHint],
        keyboard(
          appButton(config, t.masterApplication, screens.masterApply),
          urlButton(t.writeSupport, config.supportUrl),
        ),
      ),
    };
  },

  async review_published(db, config, { payload }, t) {
    const reviewId = numberField(payload, 'reviewId');
    const review = reviewId
      ? await db.review.findUnique({ where: { id: reviewId }, select: { rating: true, comment: true } })
      : null;
    const rating = review?.rating ?? numberField(payload, 'rating');
    if (rating === null) return { skip: 'review not found' };
    const comment = review?.comment?.trim();
    return {
      message: message(
        [t.reviewTitle, t.rating(stars(rating), rating), comment && reviewQuote(comment)],
        keyboard(appButton(config, t.myReviews, screens.masterReviews)),
      ),
    };
  },
};
