export const Role = { client: 0, master: 1, admin: 2 } as const;
export type RoleValue = (typeof Role)[keyof typeof Role];
