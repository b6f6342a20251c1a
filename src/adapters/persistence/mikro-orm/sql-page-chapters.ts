import type { PageChapter, ChapterPhoto } from '../../../domain/chapters/page-chapter.js';
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

  async remove(memoryId: string, year: number): Promise<boolean> {
    try {
      const result = await this.database.orm.em
        .fork()
        .getConnection()
        .execute<{ affectedRows: number }>('delete from "page_chapters" where "memory_id" = ? and "year" = ?', [memoryId, year], 'run');
      return Number(result.affectedRows) > 0;
    } catch (error) {
      throw statementError('page_chapters: removing a chapter', error);
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
  return parsed.map((photo: { path: unknown; placeholder?: unknown }) => ({
    path: String(photo.path),
    placeholder: typeof photo.placeholder === 'string' ? photo.placeholder : null,
  }));
}
