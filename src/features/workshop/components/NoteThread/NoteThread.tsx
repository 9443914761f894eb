import { cx } from 'class-variance-authority';
import { useId, useState } from 'react';
import { Check, MessageSquareReply, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Avatar } from '@/design/primitives/Avatar';
import { Button } from '@/design/primitives/Button';
import { directionalIcon } from '@/design/styles';
import { formatRelative } from '@/lib';
import type { NoteReply, WorkshopNote } from '../../model/notes';
import { NoteField } from '../NoteField';
import * as styles from './NoteThread.css';

export interface NoteThreadProps {
  note: WorkshopNote;
  /** The signed-in member's username: they edit and delete what they wrote. */
  viewer: string;
  /** The viewer is the blog's author: resolves, reopens and deletes any note. */
  isAuthor: boolean;
  /** The blog is published: its notes are closed. */
  readOnly?: boolean;
  /** Its block is the one being read or edited. */
  active?: boolean;
  onReply: (text: string) => Promise<unknown>;
  onResolve: (resolved: boolean) => Promise<unknown> | void;
  onEdit: (id: string, text: string) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown> | void;
  /** Focus or click on the thread: the page highlights its passage and scrolls its block into view. */
  onSelect?: () => void;
  className?: string;
}

/** A note's writer's name; a member who deleted their account is named by `gone`. */
const writerName = (entry: NoteReply, gone: string) => entry.author?.fullname ?? gone;
const wrote = (entry: NoteReply, viewer: string) => !!entry.author && entry.author.username === viewer;

function Entry({ entry, canEdit, canDelete, onEdit, onDelete }: { entry: NoteReply; canEdit: boolean; canDelete: boolean; onEdit: (text: string) => Promise<unknown>; onDelete: () => void }) {
  const [editing, setEditing] = useState(false);
  const { t, i18n } = useLingui();
  const fullname = writerName(entry, t`Former member`);
  // Edit and Delete say whose words they act on through the writer's name.
  const nameId = useId();
  return (
    <div className={styles.entry}>
      <div className={styles.head}>
        <Avatar size="xs" src={entry.author?.profile_img} name={fullname} alt="" />
        <span className={styles.name} id={nameId}>
          {fullname}
        </span>
        <time className={styles.time} dateTime={entry.createdAt}>
          {formatRelative(entry.createdAt, undefined, i18n.locale)}
        </time>
        {entry.editedAt && <span className={styles.time}>{t`(edited)`}</span>}
      </div>
      {editing ? (
        <NoteField
          label={t`Edit the note`}
          submitLabel={t`Save`}
          initial={entry.text}
          autoFocus
          onCancel={() => setEditing(false)}
          onSubmit={async (text) => {
            await onEdit(text);
            setEditing(false);
          }}
        />
      ) : (
        <p className={styles.text} dir="auto">
          {entry.text}
        </p>
      )}
      {!editing && (canEdit || canDelete) && (
        <div className={styles.actions}>
          {canEdit && (
            <Button variant="ghost" size="sm" iconStart={<Pencil aria-hidden />} onClick={() => setEditing(true)} aria-describedby={nameId}>
              <Trans>Edit</Trans>
            </Button>
          )}
          {canDelete && (
            <Button variant="ghost" tone="danger" size="sm" iconStart={<Trash2 aria-hidden />} onClick={onDelete} aria-describedby={nameId}>
              <Trans>Delete</Trans>
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/** A note with its replies: the quoted passage, reply, resolve or reopen, edit and delete. */
export function NoteThread({ note, viewer, isAuthor, readOnly = false, active = false, onReply, onResolve, onEdit, onDelete, onSelect, className }: NoteThreadProps) {
  const [replying, setReplying] = useState(false);
  const { t } = useLingui();
  const name = writerName(note, t`Former member`);
  const replies = note.replies.length;
  const open = !readOnly;
  return (
    <article
      className={cx(styles.thread, active && styles.active, note.resolved && styles.resolved, className)}
      data-note-id={note._id}
      data-block-id={note.block_id}
      aria-label={t`Note by ${name}`}
      // Every note is reachable by Tab, also a closed one with no buttons in it.
      tabIndex={0}
      onFocus={(e) => e.target === e.currentTarget && onSelect?.()}
      onClick={onSelect}
    >
      {(note.orphaned || note.resolved) && (
        <p className={styles.flags}>
          {note.orphaned && <span className={styles.orphan}>{t`On removed text`}</span>}
          {note.resolved && <span className={styles.flag}>{t`Resolved`}</span>}
        </p>
      )}
      {note.quote && (
        <blockquote className={styles.quote} dir="auto">
          {note.quote}
        </blockquote>
      )}
      <Entry entry={note} canEdit={open && wrote(note, viewer)} canDelete={open && (wrote(note, viewer) || isAuthor)} onEdit={(text) => onEdit(note._id, text)} onDelete={() => void onDelete(note._id)} />
      {replies > 0 && (
        <ol className={styles.replies} aria-label={t`${plural(replies, { one: '# reply', other: '# replies' })}`}>
          {note.replies.map((r) => (
            <li key={r._id}>
              <Entry entry={r} canEdit={open && wrote(r, viewer)} canDelete={open && (wrote(r, viewer) || isAuthor)} onEdit={(text) => onEdit(r._id, text)} onDelete={() => void onDelete(r._id)} />
            </li>
          ))}
        </ol>
      )}
      {open && (
        <div className={styles.actions}>
          {!note.resolved && (
            <Button variant="ghost" size="sm" iconStart={<MessageSquareReply aria-hidden className={directionalIcon} />} aria-expanded={replying} onClick={() => setReplying((r) => !r)}>
              <Trans context="verb">Reply</Trans>
            </Button>
          )}
          {isAuthor &&
            (note.resolved ? (
              <Button variant="ghost" size="sm" iconStart={<RotateCcw aria-hidden />} onClick={() => void onResolve(false)}>
                <Trans>Reopen</Trans>
              </Button>
            ) : (
              <Button variant="soft" size="sm" iconStart={<Check aria-hidden />} onClick={() => void onResolve(true)}>
                <Trans>Resolve</Trans>
              </Button>
            ))}
        </div>
      )}
      {replying && (
        <NoteField
          label={t`Write a reply`}
          submitLabel={t({ message: 'Reply', context: 'verb' })}
          autoFocus
          onCancel={() => setReplying(false)}
          onSubmit={async (text) => {
            await onReply(text);
            setReplying(false);
          }}
        />
      )}
    </article>
  );
}
