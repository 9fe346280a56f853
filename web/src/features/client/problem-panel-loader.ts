// "Report a problem" (docs/product.md "The problem window") loads with its texts and with the task form's,
// whose photo picker it shares (photo-picker.tsx), so no text shows as its key
import { loadTaskFormTexts } from './form-texts';

export const loadProblemPanel = () =>
  Promise.all([
    import('./problem-panel'),
    import('../../lib/problem-texts').then((texts) => texts.loadProblemTexts()),
    loadTaskFormTexts(),
  ]).then(([module]) => ({ default: module.ProblemPanel }));
