import { describe, expect, it } from 'vitest';
import { backupName, completeBackups, isPartial, nextBackupInMs, takenAt, toPrune } from './backups.ts';

const HOUR = 3_600_000;

describe('backup names', () => {
  it('name the UTC time to the millisecond, and sort as the times do', () => {
    expect(backupName(new Date('2026-11-28T10:15:00.123Z'))).toBe('inkwell-20261128T101500123Z.tar.gz');
    const times = ['2027-01-01T00:00:00.000Z', '2026-12-31T23:59:59.999Z', '2026-02-03T04:05:06.007Z', '2026-12-31T23:59:59.998Z'];
    const names = times.map((t) => backupName(new Date(t)));
    expect([...names].sort().map((n) => takenAt(n)!.toISOString())).toEqual([...times].sort());
  });

  it('read back the time they were taken; other names are not backups', () => {
    expect(takenAt('inkwell-20261128T101500123Z.tar.gz')?.toISOString()).toBe('2026-11-28T10:15:00.123Z');
    for (const other of ['inkwell-20261128T101500123Z.tar.gz.partial', 'inkwell-20261128T101500123Z.tar.gz.files.partial', 'last-backup.json', 'inkwell-2026.tar.gz', 'inkwell-20261399T101500123Z.tar.gz', 'other-20261128T101500123Z.tar.gz']) {
      expect(takenAt(other), other).toBeNull();
    }
  });

  it('tell what a crash left', () => {
    expect(isPartial('inkwell-20261128T101500123Z.tar.gz.partial')).toBe(true);
    expect(isPartial('inkwell-20261128T101500123Z.tar.gz.files.partial')).toBe(true);
    expect(isPartial('inkwell-20261128T101500123Z.tar.gz')).toBe(false);
    expect(isPartial('mine.partial')).toBe(false);
  });
});

describe('rotation', () => {
  const names = ['inkwell-20261101T000000000Z.tar.gz', 'inkwell-20261103T000000000Z.tar.gz', 'inkwell-20261102T000000000Z.tar.gz', 'inkwell-20261104T000000000Z.tar.gz.partial', 'notes.txt', 'last-backup.json'];

  it('lists only complete backups, oldest first', () => {
    expect(completeBackups(names)).toEqual(['inkwell-20261101T000000000Z.tar.gz', 'inkwell-20261102T000000000Z.tar.gz', 'inkwell-20261103T000000000Z.tar.gz']);
  });

  it('removes the oldest beyond BACKUP_KEEP, never a partial or a file that is not a backup', () => {
    expect(toPrune(names, 2)).toEqual(['inkwell-20261101T000000000Z.tar.gz']);
    expect(toPrune(names, 1)).toEqual(['inkwell-20261101T000000000Z.tar.gz', 'inkwell-20261102T000000000Z.tar.gz']);
    expect(toPrune(names, 3)).toEqual([]);
    expect(toPrune(names, 7)).toEqual([]);
  });
});

describe('the schedule', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  const five = 5 * 60_000;

  it('is due BACKUP_HOURS after the newest backup, whenever the server started', () => {
    expect(nextBackupInMs(['inkwell-20261128T000000000Z.tar.gz', 'inkwell-20261127T000000000Z.tar.gz'], 24 * HOUR, now, five)).toBe(12 * HOUR);
  });

  it('with no backup, or an overdue one, comes a few minutes after a start, not at once', () => {
    expect(nextBackupInMs([], 24 * HOUR, now, five)).toBe(five);
    expect(nextBackupInMs(['inkwell-20261101T000000000Z.tar.gz'], 24 * HOUR, now, five)).toBe(five);
    // A partial is not a backup: it does not postpone the next one.
    expect(nextBackupInMs(['inkwell-20261128T115900000Z.tar.gz.partial'], 24 * HOUR, now, five)).toBe(five);
  });
});
