// Words that are not about a trade. Russian in Cyrillic, Uzbek in Latin: each list is compared through
// the script-neutral skeleton, so "нужен", "nujen" and "nuzhen" are one word, and so are "kerak" and "керак".

// Function words, politeness and urgency: dropped before matching.
export const STOP_WORDS = `
и в во на с со к ко по за из от до у о об обо про для под подо над при без через между а но или либо да
не ни нет же ли бы то это этот эта эти этого этой что чтобы как так там тут здесь где куда когда если уже
еще ещё очень просто только все всё весь вся всех мне меня мной мы нас нам нами я вы вас вам ваш ваша ваше
ваши наш наша наше наши он она оно они его ее её их им ей ему себе свой своя свое свои который которая
которое которые кто кого чем чего сам сама сами тот та те того той
нужен нужна нужно нужны надо необходимо необходим необходима требуется требуются нужен срочно срочный
срочная пожалуйста помогите помочь подскажите здравствуйте привет приветствую добрый доброе добрый день
вечер утро салам салют спасибо можно можете сможете сколько стоит стоимость цена цену хочу хотим хотел
хотела хотелось есть был была было были будет будут быть сегодня завтра сейчас быстро недорого дешево
качественно хороший хорошего хорошо любой любая штук штуки штука пару пара один одна два две три
мой моя моё мое мои моего моей вопрос интересует ищу ищем после перед около возле вокруг внутри снаружи
сверху снизу почти тоже также потом затем вдруг иногда постоянно сильно совсем плохо раз раза каждый каждая
каждое каждую
va bilan uchun kerak kerakmi kerakli bor yo'q ham lekin ammo yoki men biz siz sen u ular mening bizning
sizning uning bu shu o'sha bunda shunda juda tez tezda tezroq zudlik iltimos salom assalomu alaykum rahmat
qancha narxi narx necha bitta ikkita uchta qilish qilib qiling qilsa qilamiz qilaman qilishi bering berish
bo'lsa bo'ladi bo'lgan edi emas hozir bugun ertaga yaxshi arzon menga bizga sizga kimdir qayerda
qachon nima nimaga ko'p bir ikki uch
qanday qanaqa qanaqasiga qaysi qayer qayerga qayerdan nega kim kimga nechta
`;

// Words every trade uses ("мастер", "ремонт", "установка"...): a keyword made of one of them alone
// would pull every request its way, so they only count inside a longer keyword ("ремонт квартиры").
export const GENERIC_WORDS = `
мастер мастера мастеру мастеров специалист ремонт ремонта отремонтировать починить почина починка
сделать сделайте делать поменять менять замена заменить установка установить установке поставить
монтаж монтажа демонтаж подключить подключение подключения настроить настройка работа работы работу
работает работают работал работать услуга услуги помощь вызов вызвать выезд выездной квартира квартиры
квартире квартиру дом дома доме частный комната комнате комнату новый новая новые старый старая
сломался сломалась сломалось сломались сломан сломана сломано не работает проблема проблемы
usta ustasi ustaga ta'mir ta'mirlash ta'mirlab tuzatish tuzatib almashtirish almashtirib o'rnatish
o'rnatib ulash ish ishi ishlar ishlamayapti ishlamaydi uy uyda uyga xona xonada kvartira yangi eski
buzildi buzilgan buzilib muammo xizmat
`;

// Texts that sell, buy, rent, hire or advertise are not requests for a master, whatever trade words
// they carry ("Продам холодильник"). Compared as written (not stemmed): "купил" is a request, "куплю" is not.
// "реклама" is not one of them: ads popping up on a computer ("вылезает реклама") is a request; the model
// (model.ts) learns the adverts that start "реклама:".
export const NOT_REQUEST_WORDS = `
продам продаю продаём продаем продается продаётся продаются продажа продаже продажу продаётся
куплю покупаю покупаем скупка скупаем скупаю сдам сдаю сдаём сдаем сдается сдаётся сдаются
аренда аренду арендую сниму обменяю отдам вакансия вакансии вакансию зарплата зарплатой оклад
резюме оказываем выполняем предлагаем обращайтесь скидка скидки скидку подписывайтесь
трудоустройство трудоустройством подработку подработка подработки соискатель соискателей
sotiladi sotaman sotamiz sotuvda sotuvga ijaraga vakansiya maosh maoshi chegirma
bajaramiz ko'rsatamiz obuna
`;

export const NOT_REQUEST_PHRASES = [
  'ищу работу',
  'ищем работу',
  'в штат',
  'на постоянную работу',
  'приглашаем на работу',
  'приглашаются на работу',
  'возьмём на работу',
  'возьмем на работу',
  'принимаю заказы',
  'принимаем заказы',
  'беру заказы',
  'берём заказы',
  'берем заказы',
  'ish izlayapman',
  'ish qidiraman',
  'ishga olinadi',
  'ishga olamiz',
  'ishga taklif',
  'buyurtmalar qabul',
  'buyurtma qabul qilaman',
  'buyurtmalarini qabul',
  'sotib olaman',
  'sotib olamiz',
  'ish haqi',
  'ish qidiryapman',
  'murojaat qiling',
  'xizmatlarini taklif',
  'taklif qilamiz',
];

export function wordList(block: string): string[] {
  return block.split(/\s+/).filter(Boolean);
}
