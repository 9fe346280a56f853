// One renderer per notification kind: the text, the photo and the buttons each notification sends.
import type { NotificationKind } from '../domain/outbox';
import { appButton, keyboard, screens, urlButton } from './links';

import {
  category,
  escapeHtml,
  firstPhotoPath,
  loadTask,
  message,
  numberField,
  place,
  quote,
  stars,
  stringField,
  TASK_GONE,
  whenText,
  type Renderer,
} from './message-parts';

export const renderers: Record<NotificationKind, Renderer> = {
  async offer_new(db, config, { userId, payload, language }, t) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    // another master accepted (or the client cancelled) before the message went out: nothing to offer
    const offer = await db.taskOffer.findFirst({
      where: { taskId: task.id, contract: { userId } },
      select: { state: true },
    });
    if (task.status !== 'sent_to_masters' || (offer && offer.state !== 'pending'))
      return { skip: 'offer no longer open' };
    const photo = await firstPhotoPath(db, config, task.id);
    return {
      message: {
        ...message(
          [
            t.offerTitle,
            t.category(category(task, language, t)),
            t.address(place(task, language)),
            whenText(task, t, language),
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

  async task_cancelled_by_client(db, config, { payload }, t) {
    const task = await loadTask(db, numberField(payload, 'taskId'));
    if (!task) return TASK_GONE;
    return {
      message: message(
        [t.cancelledTitle, quote(task.text), '', t.waitOrders],
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
          t.address(place(task, language)),
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
        [
          t.reviewTitle,
          t.rating(stars(rating), rating),
          comment && `«${escapeHtml(comment.length > 300 ? `${comment.slice(0, 300).trimEnd()}…` : comment)}»`,
        ],
        keyboard(appButton(config, t.myReviews, screens.masterReviews)),
      ),
    };
  },
};
