// The intake module: requests the bot reads in Telegram groups, the tokens of its replies, its manners and
// counters (intake.ts). The bot (api/src/bot/groups.ts) is its face in Telegram.
// Other modules and the faces import this file only (.dependency-cruiser.cjs).
import './intake-fields';

export {
  countMessageRead,
  createIntakeToken,
  intakeJobs,
  isGroupSilenced,
  purgeExpiredIntake,
  readIntakeToken,
  setGroupSilenced,
  takeReplySlot,
  useIntakeToken,
  type IntakeLimits,
  type IntakeRequest,
  type ReplySlot,
} from './intake';
export { parseIntakeToken } from './intake-input';
export { intakeRoutes } from './intake-routes';
