/** What one sweep put aside of one memory's photos. */
export interface QuarantinedPhotos {
  readonly memoryId: string;
  /** When the sweep put them aside; they are deleted for good `PHOTO_QUARANTINE_DAYS` later. */
  readonly quarantinedAt: Date;
  readonly files: number;
  readonly bytes: number;
}

/**
 * Where sweeps put the photo files no page names instead of deleting them: inside the photo storage (so a copy of the
 * storage carries it), under a name no memory can take, until it is purged or brought back.
 */
export interface PhotoQuarantine {
  /** Moves a memory's whole folder aside, dated `at`; a folder that is not there is ignored. */
  quarantineFolder(memoryId: string, at: Date): Promise<void>;
  /** Moves stored photos (`/uploads/{memoryId}/{file}`) aside with their smaller widths, dated `at`; missing ones are ignored. */
  quarantinePhotos(paths: readonly string[], at: Date): Promise<void>;
  /** Everything put aside, one entry per memory and sweep. */
  listQuarantined(): Promise<QuarantinedPhotos[]>;
  /** Brings every file put aside of a memory back into its folder; resolves how many files came back. */
  restore(memoryId: string): Promise<number>;
  /** Deletes for good what was put aside before `before`; resolves how many entries went. */
  purgeQuarantined(before: Date): Promise<number>;
}
