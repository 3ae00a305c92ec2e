export { contentAdminRoutes } from './content-admin.routes.js';
export { contentKindRoutes } from './content-kinds.routes.js';
