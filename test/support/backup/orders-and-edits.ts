import { formData } from '../http/forms.js';
import { memoryFormFields } from '../mothers/memory.mother.js';
import { distinctPhoto } from './shop-in-every-state.js';
import { observePage, type PageObservation, type PhotoStore } from './shop-observation.js';

/** One change the load made, in the order they were made (one at a time), and what the page looked like after it. */
export interface LoadEvent {
  readonly index: number;
  readonly kind: 'create' | 'approve' | 'edit';
  readonly pageId: string;
  readonly startedAt: number;
  readonly endedAt: number;
  readonly after: PageObservation;
}

export interface LoadPage {
  readonly id: string;
  readonly email: string;
  slug: string;
}

export interface OrdersAndEdits {
  readonly events: readonly LoadEvent[];
  readonly pages: ReadonlyMap<string, LoadPage>;
  /** Stops after the change under way; resolves once it is recorded. Rejects with the load's first failure. */
  stop(): Promise<void>;
  /** Resolves once at least `count` changes are recorded. */
  reached(count: number): Promise<void>;
}

/**
 * Buyers ordering and paying (create-payment, then the demo checkout's approval) and owners editing, one request at a
 * time against a running server: a new page, its approval, an edit that replaces its photo, and an edit of the message
 * of the page before it, over and over. Each change is followed by a look at the page (public JSON, photos served and
 * stored), so that a snapshot taken meanwhile can be matched to one instant of this history.
 */
export function startOrdersAndEdits(options: { origin: string; store: PhotoStore; editToken: (id: string) => string }): OrdersAndEdits {
  const events: LoadEvent[] = [];
  const pages = new Map<string, LoadPage>();
  const waiters = new Set<() => void>();
  let running = true;

  const record = async (kind: LoadEvent['kind'], page: LoadPage, startedAt: number) => {
    const endedAt = Date.now();
    const after = await observePage(options.origin, options.store, page);
    events.push({ index: events.length + 1, kind, pageId: page.id, startedAt, endedAt, after });
    for (const waiter of [...waiters]) waiter();
  };

  const create = async (n: number): Promise<LoadPage> => {
    const email = `carga-${n}@example.com`;
    const form = formData(memoryFormFields({ yourName: `Carga ${n}`, lovedName: `Par ${n}`, email }), [await distinctPhoto()]);
    const startedAt = Date.now();
    const response = await fetch(`${options.origin}/api/create-payment`, { method: 'POST', body: form });
    if (response.status !== 201) throw new Error(`create-payment answered ${response.status}: ${await response.text()}`);
    const { memory_id: id } = (await response.json()) as { memory_id: string };
    const page: LoadPage = { id, email, slug: 'pendente' };
    pages.set(id, page);
    await record('create', page, startedAt);
    return page;
  };

  const approve = async (page: LoadPage) => {
    const startedAt = Date.now();
    const response = await fetch(`${options.origin}/checkout/demo/${page.id}/approve`, { method: 'POST', redirect: 'manual' });
    if (response.status !== 303) throw new Error(`the demo approval answered ${response.status}`);
    const status = (await (await fetch(`${options.origin}/api/payment-status/${page.id}`)).json()) as { status: string; path?: string };
    if (status.status !== 'approved' || !status.path) throw new Error(`approved page reads ${JSON.stringify(status)}`);
    page.slug = status.path.split('/')[1]!;
    await record('approve', page, startedAt);
  };

  const edit = async (page: LoadPage, message: string, replacePhoto: boolean) => {
    const shown = JSON.parse(events.findLast((event) => event.pageId === page.id)!.after.view.body) as { photos: string[] };
    const form = formData(
      { message, datingSince: '2021-06-12T20:30', youtube: '', removedPhotos: JSON.stringify(replacePhoto ? shown.photos : []) },
      replacePhoto ? [await distinctPhoto()] : [],
    );
    const startedAt = Date.now();
    const response = await fetch(`${options.origin}/api/update/${page.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${options.editToken(page.id)}` },
      body: form,
    });
    if (response.status !== 200) throw new Error(`edit answered ${response.status}: ${await response.text()}`);
    await record('edit', page, startedAt);
  };

  const loop = (async () => {
    let previous: LoadPage | null = null;
    for (let n = 1; running; n++) {
      const page = await create(n);
      if (!running) break;
      await approve(page);
      if (!running) break;
      await edit(page, `Mensagem ${n}, com foto nova`, true);
      if (previous && running) await edit(previous, `Mensagem ${n - 1}, revista`, false);
      previous = page;
    }
  })();
  let failure: unknown = null;
  loop.catch((error: unknown) => {
    failure = error;
    for (const waiter of [...waiters]) waiter();
  });

  return {
    events,
    pages,
    async stop() {
      running = false;
      await loop;
    },
    reached(count) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (failure !== null) reject(failure instanceof Error ? failure : new Error(String(failure)));
          else if (events.length >= count) resolve();
          else return;
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}
