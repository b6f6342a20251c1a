import { Memory } from '../../../domain/memory/memory.js';
import type { MemoryRecord } from './memory.schema.js';

export function toMemoryRecord(memory: Memory): MemoryRecord {
  const s = memory.snapshot();
  return {
    id: s.id,
    slug: s.slug,
    yourName: s.yourName,
    lovedName: s.lovedName,
    datingSince: s.datingSince,
    message: s.message,
    plan: s.plan,
    youtube: s.youtube,
    email: s.email,
    photos: [...s.photos],
    status: s.status,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    paidAt: s.paidAt,
    endsAt: s.endsAt,
    paymentId: s.paymentId,
    editTokenVersion: s.editTokenVersion,
    version: s.version,
  };
}

export function toMemory(record: MemoryRecord): Memory {
  return Memory.restore({
    id: record.id,
    slug: record.slug,
    yourName: record.yourName,
    lovedName: record.lovedName,
    datingSince: record.datingSince,
    message: record.message,
    plan: record.plan,
    youtube: record.youtube ?? null,
    email: record.email,
    photos: [...record.photos],
    status: record.status,
    createdAt: new Date(record.createdAt.getTime()),
    updatedAt: new Date(record.updatedAt.getTime()),
    paidAt: record.paidAt ? new Date(record.paidAt.getTime()) : null,
    endsAt: record.endsAt ? new Date(record.endsAt.getTime()) : null,
    paymentId: record.paymentId ?? null,
    editTokenVersion: record.editTokenVersion,
    version: record.version,
  });
}
