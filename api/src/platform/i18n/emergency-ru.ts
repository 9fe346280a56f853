// The Russian steps of an emergency card (docs/product.md §11 "Emergencies first"), three per kind;
// ru.ts spreads them into the catalogue.
export const RU_EMERGENCY = {
  EMERGENCY_GAS_STEP_1: 'Не включайте и не выключайте свет и приборы, не зажигайте огонь.',
  EMERGENCY_GAS_STEP_2: 'Перекройте газовый кран, если он рядом, откройте окна и выйдите из квартиры.',
  EMERGENCY_GAS_STEP_3: 'Позвоните 104 или 112 уже с улицы.',
  EMERGENCY_FIRE_STEP_1: 'Если можно, отключите электричество в щитке; проводку и технику водой не тушите.',
  EMERGENCY_FIRE_STEP_2: 'Выведите всех из помещения и закройте за собой дверь.',
  EMERGENCY_FIRE_STEP_3: 'Позвоните 101 или 112.',
  EMERGENCY_CO_STEP_1: 'Откройте окна и выключите котёл, колонку или печь.',
  EMERGENCY_CO_STEP_2: 'Выведите всех на свежий воздух.',
  EMERGENCY_CO_STEP_3: 'При головной боли, тошноте или слабости позвоните 103; чтобы проверили прибор, — 104.',
  EMERGENCY_SHOCK_STEP_1:
    'Не касайтесь человека, пока он касается провода или прибора: сначала отключите электричество в щитке.',
  EMERGENCY_SHOCK_STEP_2: 'Не трогайте прибор и не включайте его, пока его не проверит мастер.',
  EMERGENCY_SHOCK_STEP_3: 'Позвоните 103 или 112, даже если человек чувствует себя хорошо.',
} as const;
