import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig, type Config } from '../config/config.js';
import { startShop } from './adapters/composition/start-shop.js';
import { logGoLiveFindings } from './adapters/composition/go-live.js';
import { startServerHousekeeping } from './adapters/composition/scheduling.js';
import { serveMetrics } from './adapters/composition/runtime-metrics.js';
import { startupFailureText } from './adapters/composition/startup-failure.js';

/** Known once the environment is read: start-up failures print their stack only at LOG_LEVEL=debug. */
let loadedConfig: Config | null = null;

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  loadedConfig = config;
  const { runtime, workers, server } = await startShop(config);
  const housekeeping = startServerHousekeeping(runtime, config.housekeepingPeriodMs);
  const metricsServer = await serveMetrics(config, runtime.metrics, runtime.logger);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.logger.info('stopping', { signal });
    server.close(
      () =>
        void Promise.all([housekeeping.stop(), workers.stop()])
          .then(() => runtime.close())
          .then(() => process.exit(0)),
    );
    server.closeIdleConnections();
    metricsServer?.close();
    metricsServer?.closeAllConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  // Installed before "ready" is announced: a supervisor may signal as soon as it reads that line.
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  const { port } = server.address() as AddressInfo;
  runtime.logger.info('ready', {
    url: config.publicUrl,
    port,
    dataDir: runtime.paths.dataDir,
    payments: config.payments.provider === 'mercadopago' ? `Mercado Pago at ${config.payments.apiUrl}` : 'demo checkout',
    mail: config.mail.transport === 'smtp' ? `SMTP at ${smtpHost(config.mail.url)}` : `outbox folder ${runtime.paths.outbox}`,
    ...(metricsServer ? { metrics: { host: config.metrics?.host, port: (metricsServer.address() as AddressInfo).port } } : {}),
    startupMs: Math.round(performance.now() - startedAt),
  });
  await logGoLiveFindings(config, runtime.logger);
}

/** Host and port only: the URL may carry the mail server's password. */
function smtpHost(url: string): string {
  const { hostname, port } = new URL(url);
  return port ? `${hostname}:${port}` : hostname;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(startupFailureText(error, loadedConfig));
  }
  process.exit(1);
});
