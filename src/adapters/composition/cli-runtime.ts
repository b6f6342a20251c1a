import type { Config } from '../../../config/config.js';
import type { CliRuntime } from '../cli/cli-runtime.js';
import { buildRuntime, type PortAdapters } from './container.js';
import { TOKENS as T } from './tokens.js';

/** The runtime of one memories-cli command: the same composition as the server, handed over as named use cases. */
export async function openCliRuntime(config: Config, overrides: Partial<PortAdapters> = {}): Promise<CliRuntime> {
  const runtime = await buildRuntime(config, overrides);
  const get = runtime.container.get.bind(runtime.container);
  return {
    clock: get(T.Clock),
    emailOutbox: get(T.EmailOutbox),
    resendQrCodeEmail: get(T.ResendQrCodeEmail),
    expireBasicPlans: get(T.ExpireBasicPlans),
    removeAbandonedMemories: get(T.RemoveAbandonedMemories),
    deliverQueuedEmails: get(T.DeliverQueuedEmails),
    checkPaymentNotifications: get(T.CheckPaymentNotifications),
    reconcilePendingPayments: get(T.ReconcilePendingPayments),
    listMemories: get(T.ListMemories),
    showMemory: get(T.ShowMemory),
    revokeEditLink: get(T.RevokeEditLink),
    exportBuyerData: get(T.ExportBuyerData),
    deleteBuyerData: get(T.DeleteBuyerData),
    getSupportStats: get(T.GetSupportStats),
    manageOutbox: get(T.ManageOutbox),
    managePaymentNotifications: get(T.ManagePaymentNotifications),
    close: () => runtime.close(),
  };
}
