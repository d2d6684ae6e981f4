export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_ADMIN = { email: 'admin@e2e.wayfarer.test', password: 'Admin_e2e1' };
