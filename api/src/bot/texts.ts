// Every text the bot sends, in Russian and in Uzbek (Latin script; oʻ and gʻ with U+02BB, the tutuq belgisi
// with U+02BC). Both tables have the same keys and the same placeholders (the type says so, and the bot
// tests read them); a message goes out in its recipient's language.
import type { Language } from '../platform/db/generated/prisma/client';

// "24 заказа", "5 заказов", "1 заказ": Russian plural forms of the count of jobs
const RU_ORDERS: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'заказ', few: 'заказа', many: 'заказов' };

const RU = {
  defaultName: 'Пользователь',
  greeting: (name: string) => `Здравствуйте, ${name}!`,
  about: (app: string) =>
    `${app} помогает найти мастера для любой задачи: опишите, что нужно сделать, и мы отправим задачу подходящим мастерам. Мастера получают здесь новые заказы.`,
  startHint: (app: string) =>
    `Нажмите «Открыть ${app}», чтобы начать. Уведомления о Ваших задачах будут приходить в этот чат.`,
  openApp: (app: string) => `Открыть ${app}`,
  deepTask: (id: number) => `Задача №${id}: нажмите кнопку ниже, чтобы открыть её.`,
  deepOffer: 'Новая задача ждёт Вашего ответа: нажмите кнопку ниже, чтобы открыть её.',
  openTask: 'Открыть задачу',
  helpIntro: 'Если у Вас возник вопрос или что-то пошло не так, напишите в поддержку — мы поможем.',
  helpStart: '/start — открыть приложение',
  helpHelp: '/help — связаться с поддержкой',
  writeSupport: 'Написать в поддержку',
  fallback: 'Чтобы создать задачу или ответить на заказ, откройте приложение кнопкой ниже. Поддержка: /help',
  categoryMissing: 'Категория не определена',
  category: (name: string) => `Категория: ${name}`,
  address: (place: string) => `Адрес: ${place}`,
  // when the client wants the work done (a window is shown as its dates and times)
  when: (label: string) => `Когда: ${label}`,
  whenAsap: 'Как можно скорее',
  whenToday: 'Сегодня',
  whenTomorrow: 'Завтра',
  offerTitle: '<b>Новая задача</b>',
  // docs/product.md §11 "Emergencies first": danger to life, sent to every master at once
  offerEmergency: (kind: 'gas' | 'fire' | 'co' | 'shock') =>
    `<b>❗ ${{ gas: 'Срочно: запах газа', fire: 'Срочно: дым или огонь', co: 'Срочно: угарный газ', shock: 'Срочно: удар током' }[kind]}</b>`,
  offerHint: 'Примите задачу или откажитесь от неё в приложении.',
  // docs/product.md "Prices": the usual price of such a job where the task is
  priceRange: (low: string, high: string, jobs: number, place: string) =>
    `Обычно ${low} – ${high} сум (${jobs} ${RU_ORDERS[new Intl.PluralRules('ru').select(jobs)] ?? 'заказа'} ${place})`,
  acceptedTitle: '<b>Мастер принял Вашу задачу и скоро свяжется с вами</b>',
  master: (name: string) => `Мастер: ${name}`,
  phone: (phone: string) => `Телефон: ${phone}`,
  writeMaster: 'Написать мастеру',
  completedTitle: '<b>Задача завершена!</b>',
  completedBy: (name: string) => `Мастер ${name} отметил Вашу задачу как выполненную:`,
  completedNoMaster: 'Ваша задача отмечена как выполненная:',
  rateAsk: 'Пожалуйста, оцените работу мастера — Ваш отзыв поможет другим клиентам.',
  rateMaster: 'Оценить мастера',
  requeuedTitle: '<b>Мастер отменил выполнение Вашей задачи</b>',
  requeuedHint: 'Мы снова ищем мастера. Вы можете закрыть приложение — мы сообщим, когда мастер примет задачу.',
  cancelledTitle: '<b>Клиент отменил задачу</b>',
  waitOrders: 'Ожидайте новых заказов.',
  masterProfile: 'Профиль мастера',
  // the master's way, and why a task left a master
  onTheWayTitle: '<b>Мастер выехал к Вам</b>',
  onTheWayEta: (minutes: number) => `Будет примерно через ${minutes} мин.`,
  onTheWayOwnEta: (minutes: number) => `По оценке мастера, будет через ${minutes} мин.`,
  onTheWayHint: 'Следите, где он, в приложении.',
  arrivedTitle: '<b>Мастер на месте</b>',
  arrivedHint: 'Мастер приехал и ждёт Вас.',
  endedCancelledByClient: '<b>Клиент отменил задачу</b>',
  endedClosedByAdmin: '<b>Администратор закрыл задачу</b>',
  endedRejectedByAdmin: '<b>Администратор отклонил задачу</b>',
  endedExpired: '<b>Срок задачи истёк</b>',
  expiredTitle: '<b>Задача не принята</b>',
  expiredText: 'К сожалению, ни один мастер не принял Вашу задачу:',
  expiredHint: 'Вы можете создать новую задачу: уточните описание или выберите другой район.',
  createNew: 'Создать новую задачу',
  rejectedTitle: '<b>Задача отклонена администратором</b>',
  rejectedHint: 'Если у Вас есть вопросы, напишите в поддержку.',
  assignedTitle: '<b>Администратор назначил Вам задачу</b>',
  assignedHint: 'Свяжитесь с клиентом и приступайте к работе.',
  contractApprovedTitle: '<b>Ваша заявка мастера подтверждена</b>',
  contractApprovedText: 'Теперь Вы будете получать новые задачи по своим категориям и районам прямо в этот чат.',
  contractRejectedTitle: '<b>Ваша заявка мастера отклонена</b>',
  reason: (reason: string) => `Причина: ${reason}`,
  contractRejectedHint: 'Вы можете исправить данные и отправить заявку снова.',
  masterApplication: 'Заявка мастера',
  reviewTitle: '<b>Опубликован новый отзыв о Вашей работе</b>',
  rating: (stars: string, rating: number) => `Оценка: ${stars} ${rating} из 5`,
  myReviews: 'Мои отзывы',
  dutyOffMissedTitle: '<b>Вы сняты с линии</b>',
  dutyOffMissedText: (missed: number) =>
    `Предложений без ответа подряд: ${missed}, поэтому новые заказы пока не приходят.`,
  dutyBackHint: 'Вернуться на линию: кнопка ниже или команда /duty.',
  dutyBack: 'Вернуться на линию',
  dutyNowOn: 'Вы на линии: новые заказы будут приходить сюда. Уйти с линии: /offduty.',
  dutyNowOff: 'Вы не на линии: заказы не придут, пока вы не вернётесь. Вернуться: /duty.',
  dutyNotMaster: 'Команда для мастеров с подтверждённой заявкой.',
  offerFormerClient: '⭐ Ваш прежний клиент: он просит именно вас',
  preferredPassedTitle: '<b>Ищем других мастеров</b>',
  preferredDeclined: (name: string) => `${name} не может взять этот заказ.`,
  preferredNoAnswer: (name: string) => `${name} не ответил вовремя.`,
  preferredUnavailable: (name: string) => `${name} сейчас не принимает заказы.`,
  preferredWidened: 'Предлагаем заказ другим мастерам рядом — как только кто-то примет, мы сообщим.',
};

export type BotTexts = {
  [K in keyof typeof RU]: (typeof RU)[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

const UZ: BotTexts = {
  defaultName: 'Foydalanuvchi',
  greeting: (name) => `Assalomu alaykum, ${name}!`,
  about: (app) =>
    `${app} har qanday ish uchun usta topishga yordam beradi: nima qilish kerakligini yozing, biz vazifani mos ustalarga yuboramiz. Ustalar yangi buyurtmalarni shu yerda oladi.`,
  startHint: (app) =>
    `Boshlash uchun «${app} ilovasini ochish» tugmasini bosing. Vazifalaringiz haqidagi xabarlar shu chatga keladi.`,
  openApp: (app) => `${app} ilovasini ochish`,
  deepTask: (id) => `№${id} vazifa: uni ochish uchun quyidagi tugmani bosing.`,
  deepOffer: 'Yangi vazifa javobingizni kutmoqda: uni ochish uchun quyidagi tugmani bosing.',
  openTask: 'Vazifani ochish',
  helpIntro:
    'Savolingiz boʻlsa yoki biror narsa notoʻgʻri ketgan boʻlsa, qoʻllab-quvvatlash xizmatiga yozing — yordam beramiz.',
  helpStart: '/start — ilovani ochish',
  helpHelp: '/help — qoʻllab-quvvatlash xizmati bilan bogʻlanish',
  writeSupport: 'Qoʻllab-quvvatlashga yozish',
  fallback: 'Vazifa yaratish yoki buyurtmaga javob berish uchun quyidagi tugma orqali ilovani oching. Yordam: /help',
  categoryMissing: 'Kategoriya aniqlanmagan',
  category: (name) => `Kategoriya: ${name}`,
  address: (place) => `Manzil: ${place}`,
  when: (label) => `Qachon: ${label}`,
  whenAsap: 'Imkon qadar tezroq',
  whenToday: 'Bugun',
  whenTomorrow: 'Ertaga',
  offerTitle: '<b>Yangi vazifa</b>',
  offerEmergency: (kind) =>
    `<b>❗ ${{ gas: 'Shoshilinch: gaz hidi', fire: 'Shoshilinch: tutun yoki olov', co: 'Shoshilinch: is gazi', shock: 'Shoshilinch: tok urishi' }[kind]}</b>`,
  offerHint: 'Vazifani ilovada qabul qiling yoki undan voz keching.',
  priceRange: (low, high, jobs, place) => `Odatda ${low} – ${high} soʻm (${place} ${jobs} ta buyurtma)`,
  acceptedTitle: '<b>Usta vazifangizni qabul qildi va tez orada siz bilan bogʻlanadi</b>',
  master: (name) => `Usta: ${name}`,
  phone: (phone) => `Telefon: ${phone}`,
  writeMaster: 'Ustaga yozish',
  completedTitle: '<b>Vazifa bajarildi!</b>',
  completedBy: (name) => `Usta ${name} vazifangizni bajarilgan deb belgiladi:`,
  completedNoMaster: 'Vazifangiz bajarilgan deb belgilandi:',
  rateAsk: 'Iltimos, usta ishini baholang — fikringiz boshqa mijozlarga yordam beradi.',
  rateMaster: 'Ustani baholash',
  requeuedTitle: '<b>Usta vazifangizni bajarishdan voz kechdi</b>',
  requeuedHint: 'Biz yana usta qidiryapmiz. Ilovani yopishingiz mumkin — usta vazifani qabul qilganda xabar beramiz.',
  cancelledTitle: '<b>Mijoz vazifani bekor qildi</b>',
  waitOrders: 'Yangi buyurtmalarni kuting.',
  masterProfile: 'Usta profili',
  onTheWayTitle: '<b>Usta sizga yoʻlga chiqdi</b>',
  onTheWayEta: (minutes) => `Taxminan ${minutes} daqiqada yetib keladi.`,
  onTheWayOwnEta: (minutes) => `Usta aytishicha, ${minutes} daqiqada yetib keladi.`,
  onTheWayHint: 'Uning qayerdaligini ilovada kuzating.',
  arrivedTitle: '<b>Usta yetib keldi</b>',
  arrivedHint: 'Usta keldi va sizni kutmoqda.',
  endedCancelledByClient: '<b>Mijoz vazifani bekor qildi</b>',
  endedClosedByAdmin: '<b>Administrator vazifani yopdi</b>',
  endedRejectedByAdmin: '<b>Administrator vazifani rad etdi</b>',
  endedExpired: '<b>Vazifa muddati tugadi</b>',
  expiredTitle: '<b>Vazifa qabul qilinmadi</b>',
  expiredText: 'Afsuski, birorta usta vazifangizni qabul qilmadi:',
  expiredHint: 'Yangi vazifa yaratishingiz mumkin: tavsifni aniqlashtiring yoki boshqa tumanni tanlang.',
  createNew: 'Yangi vazifa yaratish',
  rejectedTitle: '<b>Vazifa administrator tomonidan rad etildi</b>',
  rejectedHint: 'Savollaringiz boʻlsa, qoʻllab-quvvatlash xizmatiga yozing.',
  assignedTitle: '<b>Administrator sizga vazifa biriktirdi</b>',
  assignedHint: 'Mijoz bilan bogʻlaning va ishga kirishing.',
  contractApprovedTitle: '<b>Usta arizangiz tasdiqlandi</b>',
  contractApprovedText: 'Endi oʻz kategoriya va tumanlaringiz boʻyicha yangi vazifalarni shu chatga olasiz.',
  contractRejectedTitle: '<b>Usta arizangiz rad etildi</b>',
  reason: (reason) => `Sabab: ${reason}`,
  contractRejectedHint: 'Maʼlumotlarni tuzatib, arizani qayta yuborishingiz mumkin.',
  masterApplication: 'Usta arizasi',
  reviewTitle: '<b>Ishingiz haqida yangi sharh eʼlon qilindi</b>',
  rating: (stars, rating) => `Baho: ${stars} ${rating}/5`,
  myReviews: 'Mening sharhlarim',
  dutyOffMissedTitle: '<b>Siz ishdan chiqarildingiz</b>',
  dutyOffMissedText: (missed) =>
    `Ketma-ket javobsiz qolgan takliflar: ${missed}, shuning uchun yangi buyurtmalar hozircha kelmaydi.`,
  dutyBackHint: 'Ishga qaytish: quyidagi tugma yoki /duty buyrugʻi.',
  dutyBack: 'Ishga qaytish',
  dutyNowOn: 'Siz ishdasiz: yangi buyurtmalar shu yerga keladi. Ishdan chiqish: /offduty.',
  dutyNowOff: 'Siz ishda emassiz: qaytmaguningizcha buyurtmalar kelmaydi. Qaytish: /duty.',
  dutyNotMaster: 'Bu buyruq arizasi tasdiqlangan ustalar uchun.',
  offerFormerClient: '⭐ Avvalgi mijozingiz: u aynan sizni chaqirmoqda',
  preferredPassedTitle: '<b>Boshqa ustalarni qidiryapmiz</b>',
  preferredDeclined: (name) => `${name} bu buyurtmani ola olmaydi.`,
  preferredNoAnswer: (name) => `${name} oʻz vaqtida javob bermadi.`,
  preferredUnavailable: (name) => `${name} hozir buyurtma qabul qilmayapti.`,
  preferredWidened:
    'Buyurtmani yaqin atrofdagi boshqa ustalarga taklif qilyapmiz — kimdir qabul qilishi bilan xabar beramiz.',
};

export const BOT_TEXTS: Record<Language, BotTexts> = { ru: RU, uz: UZ };

export function botTexts(language: Language | null | undefined): BotTexts {
  return BOT_TEXTS[language ?? 'ru'] ?? RU;
}
