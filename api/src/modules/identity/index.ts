// The identity module: users and their roles, signing in with Telegram init data, the contact a user shares,
// analyst API tokens; the session routes and the user's GraphQL fields.
// Other modules and the faces import this file only (.dependency-cruiser.cjs).
import './user-fields';
import './api-token-fields';

export { tokenOwners } from './api-tokens';
export { Role } from './roles';
export { sessionRoutes } from './session-routes';
export { createContext, credentialsKey, credentialsLapse } from './sign-in';
export { languageFromTelegram } from './users';
