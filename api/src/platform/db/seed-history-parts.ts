// The demo history's building blocks: a seeded generator, the task texts by category, a master's shape.

export const DAY = 86_400_000;
export const MIN = 60_000;

// mulberry32: the same history on every machine
export function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
    // a log-normal wait around `median` (ms)
    wait: (median: number, spread = 0.9) => {
      const u = Math.max(1e-9, next());
      const v = next();
      return Math.round(median * Math.exp(spread * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)));
    },
  };
}

export const TEXTS: Record<string, string[]> = {
  plumbing: [
    'Течёт кран на кухне, нужно заменить смеситель',
    'Засор в ванной, вода не уходит',
    'Подтекает унитаз, нужен сантехник',
  ],
  electrical: [
    'Не работает розетка в спальне',
    'Выбивает автомат при включении чайника',
    'Нужно повесить люстру и подключить',
  ],
  'appliance-repair': [
    'Стиральная машина не сливает воду',
    'Холодильник перестал морозить',
    'Посудомойка не включается',
  ],
  'air-conditioning': ['Кондиционер не охлаждает, нужна заправка', 'Установить кондиционер в комнате'],
  furniture: ['Собрать шкаф-купе из магазина', 'Собрать кухонный гарнитур'],
  cleaning: ['Генеральная уборка квартиры после ремонта', 'Помыть окна в трёхкомнатной квартире'],
  handyman: ['Повесить полки и карнизы', 'Мелкий ремонт по дому: двери, полки'],
  'computer-help': ['Ноутбук сильно тормозит, почистить и переустановить', 'Настроить роутер и Wi-Fi'],
  moving: ['Перевезти мебель в другую квартиру', 'Нужны грузчики на переезд'],
  'doors-windows': ['Не закрывается пластиковое окно', 'Поменять замок во входной двери'],
};

export interface Master {
  contractId: number;
  userId: number;
  cityId: number;
  categoryIds: number[];
  districtIds: number[];
  // how they treat offers: a quick one, a slow one, one who leaves most unanswered
  answerMedianMs: number;
  answerChance: number;
}

export type Random = ReturnType<typeof generator>;
