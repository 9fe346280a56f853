// The Uzbek steps of an emergency card (docs/product.md §11 "Emergencies first"), three per kind;
// uz.ts spreads them into the catalogue.
export const UZ_EMERGENCY = {
  EMERGENCY_GAS_STEP_1: 'Chiroq va asboblarni yoqmang ham, oʻchirmang ham, olov yoqmang.',
  EMERGENCY_GAS_STEP_2: 'Gaz joʻmragi yaqin boʻlsa, yoping, derazalarni oching va uydan chiqing.',
  EMERGENCY_GAS_STEP_3: 'Koʻchaga chiqib, 104 yoki 112 ga qoʻngʻiroq qiling.',
  EMERGENCY_FIRE_STEP_1: 'Iloji boʻlsa, shchitda tokni oʻchiring; simlar va texnikani suv bilan oʻchirmang.',
  EMERGENCY_FIRE_STEP_2: 'Hammani xonadan olib chiqing va eshikni yopib keting.',
  EMERGENCY_FIRE_STEP_3: '101 yoki 112 ga qoʻngʻiroq qiling.',
  EMERGENCY_CO_STEP_1: 'Derazalarni oching, qozon, kolonka yoki pechni oʻchiring.',
  EMERGENCY_CO_STEP_2: 'Hammani toza havoga olib chiqing.',
  EMERGENCY_CO_STEP_3:
    'Bosh ogʻrisa, koʻngil aynisa yoki holsizlik boʻlsa 103 ga, asbobni tekshirish uchun 104 ga qoʻngʻiroq qiling.',
  EMERGENCY_SHOCK_STEP_1: 'Odam sim yoki asbobga tegib turgan boʻlsa, unga tegmang: avval shchitda tokni oʻchiring.',
  EMERGENCY_SHOCK_STEP_2: 'Usta tekshirmaguncha asbobga tegmang va uni yoqmang.',
  EMERGENCY_SHOCK_STEP_3: 'Odam oʻzini yaxshi his qilsa ham, 103 yoki 112 ga qoʻngʻiroq qiling.',
} as const;
