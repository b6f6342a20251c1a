import type { ListMemories } from '../../../application/support/list-memories.js';
import type { ShowMemory } from '../../../application/support/show-memory.js';
import type { RevokeEditLink } from '../../../application/support/revoke-edit-link.js';
import type { ExportBuyerData } from '../../../application/support/export-buyer-data.js';
import type { DeleteBuyerData } from '../../../application/support/delete-buyer-data.js';
import type { GetSupportStats } from '../../../application/support/get-support-stats.js';
import type { ManageOutbox } from '../../../application/support/manage-outbox.js';
import type { ManagePaymentNotifications } from '../../../application/support/manage-payment-notifications.js';
import { token } from './token.js';

/** What support asks for, through memories-cli. */
export const SUPPORT_TOKENS = {
  ListMemories: token<ListMemories>('ListMemories'),
  ShowMemory: token<ShowMemory>('ShowMemory'),
  RevokeEditLink: token<RevokeEditLink>('RevokeEditLink'),
  ExportBuyerData: token<ExportBuyerData>('ExportBuyerData'),
  DeleteBuyerData: token<DeleteBuyerData>('DeleteBuyerData'),
  GetSupportStats: token<GetSupportStats>('GetSupportStats'),
  ManageOutbox: token<ManageOutbox>('ManageOutbox'),
  ManagePaymentNotifications: token<ManagePaymentNotifications>('ManagePaymentNotifications'),
} as const;
