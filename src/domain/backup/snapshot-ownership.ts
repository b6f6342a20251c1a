/**
 * Whose a snapshot is and whether it holds the shop: the rules that keep a mistake (a wrong or relative DATA_DIR, another
 * shop's destination) from replacing or pruning away the snapshots a shop can be restored from.
 */
export interface SnapshotFacts {
  readonly id: string;
  readonly at: Date;
  /** The shop id its manifest carries; null for a shop without one (never started by the server, or from before ids). */
  readonly shopId: string | null;
  readonly pages: number;
}

/** The shop a backup reads or a restore writes: its id (null when it has none yet) and how many pages it holds. */
export interface ShopFacts {
  readonly shopId: string | null;
  readonly pages: number;
}

/** What the operator said may happen anyway. */
export interface OwnershipAllowances {
  readonly otherShop: boolean;
  readonly emptyShop: boolean;
}

export type OwnershipRefusal =
  | { readonly reason: 'other-shop'; readonly snapshot: SnapshotFacts; readonly shopId: string | null }
  | { readonly reason: 'empty-shop'; readonly snapshot: SnapshotFacts };

function newestFirst(snapshots: readonly SnapshotFacts[]): SnapshotFacts[] {
  return [...snapshots].sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1));
}

/** A snapshot of another shop than `shopId`: both ids known and different, or the snapshot's known and the shop's not. */
export function isOtherShop(snapshot: SnapshotFacts, shopId: string | null): boolean {
  return snapshot.shopId !== null && snapshot.shopId !== shopId;
}

/**
 * Why a backup of `shop` must not be written into a destination whose newest snapshot is `newest` (the destination is
 * that snapshot's shop's), or null: it is another shop's, or the shop is empty while that snapshot holds pages.
 */
export function backupRefusal(shop: ShopFacts, newest: SnapshotFacts | null, allowed: OwnershipAllowances): OwnershipRefusal | null {
  if (newest === null) return null;
  if (isOtherShop(newest, shop.shopId)) return allowed.otherShop ? null : { reason: 'other-shop', snapshot: newest, shopId: shop.shopId };
  if (shop.pages === 0 && newest.pages > 0 && !allowed.emptyShop) return { reason: 'empty-shop', snapshot: newest };
  return null;
}

/**
 * Why `snapshot` must not be restored over `target` without being told so, or null: it holds no page, or it is another
 * shop's than the one the target already holds pages of.
 */
export function restoreRefusal(snapshot: SnapshotFacts, target: ShopFacts, allowed: OwnershipAllowances): OwnershipRefusal | null {
  if (snapshot.pages === 0 && !allowed.emptyShop) return { reason: 'empty-shop', snapshot };
  const foreign = target.pages > 0 && target.shopId !== null && snapshot.shopId !== target.shopId;
  if (foreign && !allowed.otherShop) return { reason: 'other-shop', snapshot, shopId: target.shopId };
  return null;
}

/** The newest snapshot that holds pages, of each shop id (snapshots without an id count as one shop): kept whatever the retention says. */
export function newestWithPagesOfEachShop(snapshots: readonly SnapshotFacts[]): Set<string> {
  const kept = new Map<string | null, string>();
  for (const snapshot of newestFirst(snapshots)) {
    if (snapshot.pages > 0 && !kept.has(snapshot.shopId)) kept.set(snapshot.shopId, snapshot.id);
  }
  return new Set(kept.values());
}
