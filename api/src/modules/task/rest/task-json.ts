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
import { priceRange, seesTaskPrice, type PriceRange } from '../../price';
import type { Services } from '../../../platform/context';

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
    // the phone is the one Telegram confirmed for the client
    phone_verified: contacts ? task.phoneVerified : false,
    has_review: task.review !== null,
    // which client cancel reasons apply now (1 before a master accepted, 2 after); null: not cancellable
    cancel_step: cancelStepFor(task.status),
    // when the client wants the work done: asap | today | tomorrow | window
    when: task.when,
    scheduled_from: task.scheduledFrom,
    scheduled_to: task.scheduledTo,
    // danger to life the text reported at creation: gas | fire | co | shock, null for an ordinary job
    emergency: task.emergency ?? null,
    // photos of the problem: their bytes only for those who may see the task
    photos: task.photos.map(({ id }) => ({ id, url: taskPhotoUrl(id) })),
    // what the job cost, whole so'm: for its client, its master and admins only (modules/price/price-rules.ts)
    price: seesTaskPrice(task, options.viewer) ? task.price : null,
  };
}

// The client's live card: snake_case as docs/product.md's shapes; null where unknown.
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
          top_usta: journey.master.topUsta,
        }
      : null,
    distance_m: journey.distanceMeters,
    eta_min: journey.etaMinutes,
    // model: approximate, from the distance; master: his own estimate
    eta_source: journey.etaSource,
    // nobody eligible on duty yet (docs/product.md §12), and when a master's working hours begin next
    waiting_for_duty: journey.waitingForDuty,
    next_on_duty_at: journey.nextOnDutyAt,
    // the former master the client asked for (docs/product.md §12): offered | declined | no_answer | unavailable
    preferred_master: journey.preferredMaster
      ? { first_name: journey.preferredMaster.firstName, state: journey.preferredMaster.state }
      : null,
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

// The usual price of the first task's category where it is (REST `price_range` of the master's offer and the
// client's live card); null without a category or without enough jobs yet.
export async function firstTaskPriceRange(
  services: Pick<Services, 'db' | 'config'>,
  views: TaskViews,
  language: Language,
): Promise<PriceRange | null> {
  const task = views.tasks[0];
  if (!task || task.categoryId === null) return null;
  const place = { categoryId: task.categoryId, cityId: task.cityId, districtId: task.districtId };
  return priceRange(services.db, services.config.priceRange, place, language);
}
