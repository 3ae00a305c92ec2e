import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const app = await buildApp(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

try {
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      database: app.database.kind,
      redis: Boolean(app.redis),
      smtp: Boolean(config.mail.smtpUrl),
      payments: app.payments.name,
    },
    `Harbour is listening; open ${config.publicUrl}`,
  );
} catch (err) {
  app.log.error({ err }, 'could not start');
  await app.close().catch(() => {});
  process.exit(1);
}
