import { withPhotoAvifWidths, type PageChapter, type ChapterPhoto } from '../../../domain/chapters/page-chapter.js';
import { PHOTO_WIDTHS, type PhotoWidth } from '../../../domain/memory/photo-variants.js';
import type { PageChapters } from '../../../application/ports/page-chapters.js';
import { executeIn, type Param } from './mark-once.js';
import { instantFrom, type SqlDatabase } from './sql-dialect.js';
import { statementError } from './statement-error.js';

interface ChapterRow {
  readonly memory_id: string;
  readonly year: number | string;
  readonly title: string;
  readonly text: string;
  readonly photos: string;
  readonly created_at: number | string | Date;
  readonly updated_at: number | string | Date;
}

/** Owners' changes that may come between a read and the write of a photo's AVIF widths before it gives up. */
const RECORD_ATTEMPTS = 3;

const COLUMNS = '"memory_id", "year", "title", "text", "photos", "created_at", "updated_at"';

/**
 * The `page_chapters` table. `add` is one `insert … on conflict do nothing`: the primary key (page, year) keeps one
 * chapter a year however many owners send it at once.
 */
export class SqlPageChapters implements PageChapters {
  constructor(private readonly database: SqlDatabase) {}

  async ofPage(memoryId: string): Promise<PageChapter[]> {
    const rows = await this.run<ChapterRow>(
      "reading a page's chapters",
      `select ${COLUMNS} from "page_chapters" where "memory_id" = ? order by "year"`,
      [memoryId],
    );
    return rows.map(chapterFrom);
  }

  async find(memoryId: string, year: number): Promise<PageChapter | null> {
    const [row] = await this.run<ChapterRow>('reading a chapter', `select ${COLUMNS} from "page_chapters" where "memory_id" = ? and "year" = ?`, [
      memoryId,
      year,
    ]);
    return row ? chapterFrom(row) : null;
  }

  async add(chapter: PageChapter): Promise<boolean> {
    const { dialect } = this.database;
    const added = await this.run<{ year: number }>(
      'adding a chapter',
      `insert into "page_chapters" (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?) on conflict ("memory_id", "year") do nothing returning "year"`,
      [
        chapter.memoryId,
        chapter.year,
        chapter.title,
        chapter.text,
        JSON.stringify(chapter.photos),
        dialect.time(chapter.createdAt),
        dialect.time(chapter.updatedAt),
      ],
    );
    return added.length > 0;
  }

  async update(chapter: PageChapter): Promise<void> {
    await this.run(
      'changing a chapter',
      'update "page_chapters" set "title" = ?, "text" = ?, "photos" = ?, "updated_at" = ? where "memory_id" = ? and "year" = ?',
      [chapter.title, chapter.text, JSON.stringify(chapter.photos), this.database.dialect.time(chapter.updatedAt), chapter.memoryId, chapter.year],
    );
  }

  /**
   * Written only over the photos as read (`"photos" = ?`): an owner's change that came between leaves the row as the
   * owner wrote it, and the widths are recorded again on what it holds now, a few times at most.
   */
  async recordPhotoAvifWidths(memoryId: string, year: number, path: string, widths: readonly PhotoWidth[]): Promise<boolean> {
    for (let attempt = 0; attempt < RECORD_ATTEMPTS; attempt++) {
      const [row] = await this.run<ChapterRow>('reading a chapter', `select ${COLUMNS} from "page_chapters" where "memory_id" = ? and "year" = ?`, [
        memoryId,
        year,
      ]);
      const recorded = row ? withPhotoAvifWidths(chapterFrom(row), path, widths) : null;
      if (!recorded) return false;
      const sql = 'update "page_chapters" set "photos" = ? where "memory_id" = ? and "year" = ? and "photos" = ?';
      if ((await this.changed("recording a chapter photo's AVIF widths", sql, [JSON.stringify(recorded.photos), memoryId, year, row!.photos])) > 0)
        return true;
    }
    return false;
  }

  async remove(memoryId: string, year: number): Promise<boolean> {
    return (await this.changed('removing a chapter', 'delete from "page_chapters" where "memory_id" = ? and "year" = ?', [memoryId, year])) > 0;
  }

  /** Runs a change; resolves how many rows it changed. */
  private async changed(what: string, sql: string, params: readonly Param[]): Promise<number> {
    try {
      const result = await this.database.orm.em
        .fork()
        .getConnection()
        .execute<{ affectedRows: number }>(sql, [...params], 'run');
      return Number(result.affectedRows);
    } catch (error) {
      throw statementError(`page_chapters: ${what}`, error);
    }
  }

  private run<Row>(what: string, sql: string, params: readonly Param[]): Promise<Row[]> {
    return executeIn<Row>(this.database.orm.em.fork(), `page_chapters: ${what}`, sql, params);
  }
}

function chapterFrom(row: ChapterRow): PageChapter {
  return {
    memoryId: row.memory_id,
    year: Number(row.year),
    title: row.title,
    text: row.text,
    photos: photosFrom(row.photos),
    createdAt: instantFrom(row.created_at, 'page_chapters.created_at'),
    updatedAt: instantFrom(row.updated_at, 'page_chapters.updated_at'),
  };
}

function photosFrom(json: string): ChapterPhoto[] {
  const parsed = JSON.parse(json) as unknown;
  if (!Array.isArray(parsed)) throw new Error('page_chapters.photos is not a list');
  return parsed.map((photo: { path: unknown; placeholder?: unknown; avifWidths?: unknown }) => ({
    path: String(photo.path),
    placeholder: typeof photo.placeholder === 'string' ? photo.placeholder : null,
    ...(Array.isArray(photo.avifWidths) ? { avifWidths: PHOTO_WIDTHS.filter((width) => (photo.avifWidths as unknown[]).includes(width)) } : {}),
  }));
}
