import { QuestionGate } from '../../../application/question/question-gate.js';
import { ContainerModule } from 'inversify';
import type { PageReplies } from '../../../application/ports/page-replies.js';
import type { ReplyClientKeys } from '../../../application/ports/reply-client-keys.js';
import { PageReplyEmailBuilder } from '../../../application/replies/page-reply-email-builder.js';
import { SendPageReply } from '../../../application/replies/send-page-reply.js';
import { TurnPageReplies } from '../../../application/replies/turn-page-replies.js';
import { MemoryLinks } from '../../../application/shared/memory-links.js';
import { pageRepliesRoutes } from '../../http/page-replies.routes.js';
import { SqlPageReplies } from '../../persistence/mikro-orm/sql-page-replies.js';
import { HmacReplyClientKeys } from '../../security/hmac-reply-client-keys.js';
import { useCase } from '../modules/use-case.js';
import { PORTS as P } from '../ports.js';
import { featureModule } from './feature-module.js';

/** "Responder com carinho": a visitor's reply, its e-mail to the buyer, and the owner's switch (the list comes with the edit page's record, `GetOwnedMemory`). */
export const repliesFeature = featureModule({
  useCases: new ContainerModule(({ bind }) => {
    useCase(bind, SendPageReply, [P.PublicPageRepository, P.PageReplies, P.ReplyClientKeys, P.IdGenerator, P.Clock, QuestionGate]);
    useCase(bind, TurnPageReplies, [P.MemoryRepository, P.EditTokens, P.PageReplies, P.Clock]);
    useCase(bind, PageReplyEmailBuilder, [MemoryLinks, P.PageReplies]);
  }),
  routes: ({ runtime, workers }) => [pageRepliesRoutes(runtime.useCase, { onEmailQueued: () => void workers?.deliverEmailsNow() })],
  /** The replies visitors sent to pages, and the digest of their address the limits count by. */
  ports: {
    tokens: { pageReplies: P.PageReplies, replyClientKeys: P.ReplyClientKeys },
    make: ({ database, secret }): { pageReplies: PageReplies; replyClientKeys: ReplyClientKeys } => ({
      pageReplies: new SqlPageReplies(database),
      replyClientKeys: new HmacReplyClientKeys(secret),
    }),
  },
});
