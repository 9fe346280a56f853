// What the client is told before the form goes on when the text reports danger to life now
// (docs/product.md §11 "Emergencies first"): the numbers to call in Uzbekistan and three short steps.
// 104 gas, 101 fire, 103 ambulance, 112 the unified number (free, callable without a SIM).
import { translate, type PlainCode } from '../../platform/i18n';
import type { Language } from '../../platform/i18n/language';
import { detectEmergency, type EmergencyKind } from './detection/emergency';

export type { EmergencyKind };

export interface Emergency {
  kind: EmergencyKind;
  // in the order the card offers them
  numbers: string[];
  steps: string[];
}

export const EMERGENCY_NUMBERS: Record<EmergencyKind, string[]> = {
  gas: ['104', '112'],
  fire: ['101', '112'],
  co: ['103', '104', '112'],
  shock: ['103', '112'],
};

// the card's three steps, said by the catalogue (platform/i18n/emergency-*.ts)
const STEP_CODES = (kind: EmergencyKind) =>
  ([1, 2, 3] as const).map((step) => `EMERGENCY_${kind.toUpperCase()}_STEP_${step}` as PlainCode);

export function emergencyOf(kind: EmergencyKind, language: Language): Emergency {
  return { kind, numbers: EMERGENCY_NUMBERS[kind], steps: STEP_CODES(kind).map((code) => translate(language, code)) };
}

// The emergency a task's text reports, in the reader's language, or null.
export function emergencyIn(text: string, language: Language): Emergency | null {
  const kind = detectEmergency(text);
  return kind ? emergencyOf(kind, language) : null;
}
