/** The first admin the journeys' API is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const staffAdmin = { mail: 'admin@kartyna.test', password: 'Admin-e2e-2026' } as const;
