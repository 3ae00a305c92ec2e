export { contentAdminRoutes } from './content-admin.routes.js';
