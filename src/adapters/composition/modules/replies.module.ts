import { ContainerModule } from 'inversify';
import { PageReplyEmailBuilder } from '../../../application/replies/page-reply-email-builder.js';
import { SendPageReply } from '../../../application/replies/send-page-reply.js';
import { TurnPageReplies } from '../../../application/replies/turn-page-replies.js';
import { MemoryLinks } from '../../../application/shared/memory-links.js';
import { PORTS as P } from '../ports.js';
import { useCase } from './use-case.js';

/** "Responder com carinho": a visitor's reply, its e-mail to the buyer, and the owner's switch (the list comes with the edit page's record, `GetOwnedMemory`). */
export const repliesModule = new ContainerModule(({ bind }) => {
  useCase(bind, SendPageReply, [P.PublicPageRepository, P.PageReplies, P.ReplyClientKeys, P.IdGenerator, P.Clock]);
  useCase(bind, TurnPageReplies, [P.MemoryRepository, P.EditTokens, P.PageReplies, P.Clock]);
  useCase(bind, PageReplyEmailBuilder, [MemoryLinks, P.PageReplies]);
});
