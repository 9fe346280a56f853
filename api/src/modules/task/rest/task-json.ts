// The task as docs/product.md §3 shapes it for the REST shim (id, text, status, status_label, createdAt, category,
// city, district, master with contract_id, client {name}, tgUsername, phone) plus has_review.
import { seesClientContacts } from '../client-contacts';
import type { Viewer } from '../../../platform/context';
import type { Journey } from '../journey/journey-read';
import { type Ratings, EMPTY_STATS } from '../../review';
import { cancelStepFor, statusLabel } from '../../lifecycle';
import { translate } from '../../../platform/i18n';
import { taskPhotoUrl } from '../task-photos';
import type { TaskView, TaskViews } from '../task-view';
import { displayName } from '../../../platform/i18n/person-name';
import { localized, type Language } from '../../../platform/i18n/language';

export interface TaskJsonOptions {
  // who asks: the client's name and contacts only for those modules/task/client-contacts.ts names
  viewer: Viewer | null;
  // the viewer's language for names and labels (admin screens: Russian)
  language?: Language;
}

export function masterJson(task: TaskView, stats: Map<number, Ratings>) {
  const contract = task.contract;
  if (!contract) return null;
  const numbers = stats.get(contract.userId) ?? EMPTY_STATS;
  return {
    name: contract.name,
    photo_path: contract.photoPath,
    telegramUsername: contract.user.username,
    phone: contract.phone,
    reviewsCount: numbers.reviewsCount,
    averageRating: numbers.averageRating,
    contract_id: contract.id,
  };
}

export function taskJson(task: TaskView, stats: Map<number, Ratings>, options: TaskJsonOptions) {
  const language = options.language ?? 'ru';
  const contacts = seesClientContacts(task, options.viewer);
  return {
    id: task.id,
    text: task.text,
    status: task.status,
    status_label: statusLabel(task.status, language),
    createdAt: task.createdAt,
    updatedAt: task.updatedAt,
    category: task.category
      ? { id: task.category.id, name: localized(language, task.category.name, task.category.nameUz) }
      : null,
    category_id: task.categoryId,
    city: { id: task.city.id, name: localized(language, task.city.name, task.city.nameUz) },
    city_id: task.cityId,
    district: { id: task.district.id, name: localized(language, task.district.name, task.district.nameUz) },
    district_id: task.districtId,
    master: masterJson(task, stats),
    client: contacts
      ? { name: displayName(task.client) || task.client.username || translate(language, 'CLIENT_DEFAULT_NAME') }
      : null,
    tgUsername: contacts ? task.tgUsername : null,
    phone: contacts ? task.phone : null,
    // the door in the client's words: for the client, the task's master and admins only
    address: contacts ? task.address : null,
    // issue 19: the phone is the one Telegram confirmed for the client
    phone_verified: contacts ? task.phoneVerified : false,
    has_review: task.review !== null,
    // which client cancel reasons apply now (1 before a master accepted, 2 after); null: not cancellable
    cancel_step: cancelStepFor(task.status),
    // when the client wants the work done (issue 19): asap | today | tomorrow | window
    when: task.when,
    scheduled_from: task.scheduledFrom,
    scheduled_to: task.scheduledTo,
    // photos of the problem (issue 19): their bytes only for those who may see the task
    photos: task.photos.map(({ id }) => ({ id, url: taskPhotoUrl(id) })),
  };
}

// The client's live card (issue 28): snake_case as SPEC's shapes; null where unknown.
export function journeyJson(journey: Journey | null) {
  if (!journey) return null;
  return {
    stage: journey.stage,
    masters_notified: journey.mastersNotified,
    wave: journey.wave,
    radius_m: journey.radiusMeters,
    master: journey.master
      ? {
          first_name: journey.master.firstName,
          rating: journey.master.rating,
          completed_count: journey.master.completedCount,
        }
      : null,
    distance_m: journey.distanceMeters,
    eta_min: journey.etaMinutes,
    // model: approximate, from the distance; master: his own estimate
    eta_source: journey.etaSource,
    updated_at: journey.updatedAt,
  };
}

export function tasksJson(views: TaskViews, options: TaskJsonOptions) {
  return views.tasks.map((task) => taskJson(task, views.masterStats, options));
}

export function firstTaskJson(views: TaskViews, options: TaskJsonOptions) {
  const task = views.tasks[0];
  return task ? taskJson(task, views.masterStats, options) : null;
}
