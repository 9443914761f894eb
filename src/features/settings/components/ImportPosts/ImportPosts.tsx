import { Fragment, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Upload } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/design/primitives/Button';
import { FormFieldset, RadioCards } from '@/design';
import { TextLink } from '@/design/primitives/TextLink';
import { showProblem, useSession } from '@/lib';
import { BLOCK_LIMITS, SERVER_MESSAGES, type ImportSimplification } from '@/contract';
import { communityQueries, userQueries, type ImportScope, type ImportStatus } from '@/api';
import { useImportJob, type ImportJobStep } from '../../hooks/useImportJob';
import { SettingsBlock } from '../SettingsBlock';
import { ImportJobProgress } from '../ImportJobProgress';

/** Where an import is, as the screen shows it. */
export type ImportStep =
  | ImportJobStep
  /** A new member on a site that holds new members' writing: the server would refuse the file. */
  | { step: 'notYet' };

export interface ImportViewProps {
  state: ImportStep;
  /** A file was chosen: upload it and start the import, into the member's account or (an admin's) the whole site. */
  onFile: (file: File, scope: ImportScope) => void;
  /** The viewer is an admin: they choose between their own account and the whole site. */
  siteChoice?: boolean;
  /** Back to choosing a file. */
  onReset: () => void;
}

/** Settings > Account, "Bring your writing in": each step of an import (stories show them all). */
export function ImportView({ state, onFile, onReset, siteChoice = false }: ImportViewProps) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [scope, setScope] = useState<ImportScope>('account');
  const choose = (
    <>
      {siteChoice && (
        <FormFieldset legend={t`Where the posts go`}>
          <RadioCards
            name="import-scope"
            options={[
              { value: 'account', label: t`Into my account`, hint: t`Every post becomes a blog of yours.` },
              {
                value: 'site',
                label: t`The whole site (authors matched by e-mail)`,
                hint: t`Each post goes to the member with its author’s e-mail. An author with no account here gets one, without a password: tell them to choose one with “Forgot password”.`,
              },
            ]}
            value={scope}
            onChange={setScope}
          />
        </FormFieldset>
      )}
      <input
        ref={input}
        type="file"
        hidden
        aria-label={t`Export file`}
        accept=".zip,.xml,.json,application/zip,application/xml,text/xml,application/json"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) onFile(file, siteChoice ? scope : 'account');
        }}
      />
      <Button variant="outline" iconStart={<Upload aria-hidden />} onClick={() => input.current?.click()}>
        {state.step === 'choose' ? <Trans>Choose an export file</Trans> : <Trans>Import another file</Trans>}
      </Button>
    </>
  );
  const skippedList = (status: ImportStatus) =>
    status.skipped.length > 0 && (
      <>
        <p>
          <Plural value={status.skipped.length} one="# item skipped:" other="# items skipped:" />
        </p>
        <ul>
          {status.skipped.map((s, i) => (
            // The reasons are the contract's words (IMPORT_REASONS), translated by their English text.
            <li key={i}>
              {s.item === 'file' ? t`The file` : s.item}: {i18n._(s.reason)}
            </li>
          ))}
        </ul>
      </>
    );
  // What the mapping simplified in the posts it kept: each post (a link to its new blog) and its kinds.
  const simplifiedList = (status: ImportStatus) =>
    status.simplified &&
    status.simplified.length > 0 && (
      <>
        <p>
          <Plural value={status.simplified_total ?? status.simplified.length} one="# post kept, with something simplified:" other="# posts kept, with something simplified:" />
        </p>
        <ul>
          {status.simplified.map((post) => (
            <li key={post.blog_id}>
              <TextLink as={Link} to={`/blogs/${post.blog_id}`}>
                {post.item}
              </TextLink>
              <ul>
                {post.what.map((w) => (
                  <li key={w.kind}>
                    <SimplifiedLine kind={w.kind} count={w.count} />
                    {w.detail && w.detail.length > 0 && <>: {namesList(w.detail, i18n.locale, w.kind === 'coauthors' ? 'auto' : 'ltr')}</>}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        {(status.simplified_total ?? 0) > status.simplified.length && (
          <p>
            <Plural value={status.simplified_total! - status.simplified.length} one="and # more post not listed here" other="and # more posts not listed here" />
          </p>
        )}
      </>
    );
  // A whole site's import: the members it made, who have no password until they reset it.
  const membersList = (status: ImportStatus) =>
    status.members_created &&
    status.members_created.length > 0 && (
      <>
        <p>
          <Plural
            value={status.members_created.length}
            one="# new member, who sets a password with “Forgot password”:"
            other="# new members, who set a password with “Forgot password”:"
          />
        </p>
        <ul>
          {status.members_created.map((username) => (
            <li key={username}>
              <TextLink as={Link} to={`/user/${username}`}>
                @{username}
              </TextLink>
            </li>
          ))}
        </ul>
      </>
    );
  let body;
  switch (state.step) {
    case 'choose':
      body = choose;
      break;
    case 'notYet':
      // Said before a file is chosen, in the words the server's refusal would use.
      body = (
        <p role="note">
          {showProblem(SERVER_MESSAGES.importNewMember, i18n)}{' '}
          <TextLink as={Link} to="/settings/edit-profile">
            <Trans>See your standing</Trans>
          </TextLink>
        </p>
      );
      break;
    case 'uploading':
    case 'running':
      body = (
        <ImportJobProgress step={state} labels={{ uploading: t`Uploading your export`, running: t`Importing your posts` }} waiting={<Trans>Reading your export…</Trans>}>
          {(done, total) => <Trans>Imported {done} of {total} posts</Trans>}
        </ImportJobProgress>
      );
      break;
    case 'done':
      body = (
        <>
          <p role="status">
            <Plural value={state.status.created.length} one="Done: # blog created." other="Done: # blogs created." />
          </p>
          {state.status.created.length > 0 && (
            <ul>
              {state.status.created.map((id) => (
                <li key={id}>
                  <TextLink as={Link} to={`/blogs/${id}`}>
                    {id}
                  </TextLink>
                </li>
              ))}
            </ul>
          )}
          {membersList(state.status)}
          {simplifiedList(state.status)}
          {skippedList(state.status)}
          {choose}
        </>
      );
      break;
    case 'failed':
      body = (
        <>
          <p role="alert">{state.message}</p>
          {state.status && skippedList(state.status)}
          <Button variant="outline" onClick={onReset}>
            <Trans>Try another file</Trans>
          </Button>
        </>
      );
      break;
  }
  return (
    <SettingsBlock
      title={t`Bring your writing in`}
      hint={t`Import your posts from Ghost, WordPress, Medium or Substack, a ZIP of Markdown files, or an export of this site. Old links to them will lead here.`}
    >
      {body}
    </SettingsBlock>
  );
}

/** One kind of simplification of a post, with how many times. */
function SimplifiedLine({ kind, count }: { kind: ImportSimplification; count: number }) {
  const { i18n } = useLingui();
  // The save's limits, in the reader's digits and separators.
  const chars = i18n.number(BLOCK_LIMITS.codeChars);
  const rows = i18n.number(BLOCK_LIMITS.tableRows);
  const columns = i18n.number(BLOCK_LIMITS.tableCols);
  switch (kind) {
    case 'element_text':
      return <Plural value={count} one="# element kept as its text" other="# elements kept as their text" />;
    case 'element_removed':
      return <Plural value={count} one="# script, style or form control removed" other="# scripts, styles or form controls removed" />;
    case 'frame_link':
      return <Plural value={count} one="# embed of a site with no player here, kept as a link" other="# embeds of sites with no player here, kept as links" />;
    case 'media_dropped':
      return <Plural value={count} one="# embed with no web address, removed" other="# embeds with no web address, removed" />;
    case 'image_text':
      return <Plural value={count} one="# image inside a line of text, kept as its description" other="# images inside lines of text, kept as their descriptions" />;
    case 'image_dropped':
      return <Plural value={count} one="# image dropped: no address, or its file could not be read" other="# images dropped: no address, or their files could not be read" />;
    case 'image_not_copied':
      return (
        <Plural
          value={count}
          one="# image on another site could not be copied here, kept at its address"
          other="# images on other sites could not be copied here, kept at their addresses"
        />
      );
    case 'table_spans':
      return <Plural value={count} one="# table with cells spanning rows or columns, each kept as one cell" other="# tables with cells spanning rows or columns, each kept as one cell" />;
    case 'markdown_html':
      return <Plural value={count} one="# HTML element in Markdown, shown as written" other="# HTML elements in Markdown, shown as written" />;
    case 'shortcode':
      return <Plural value={count} one="# WordPress shortcode with no equivalent here, kept as its text" other="# WordPress shortcodes with no equivalent here, kept as their text" />;
    case 'link_removed':
      return <Plural value={count} one="# link with an address that is not a web page, kept as its words" other="# links with addresses that are not web pages, kept as their words" />;
    case 'code_cut':
      return <Plural value={count} one={`# code block longer than ${chars} characters, cut there`} other={`# code blocks longer than ${chars} characters, cut there`} />;
    case 'table_cut':
      return (
        <Plural
          value={count}
          one={`# table longer than ${rows} rows or wider than ${columns} columns, cut there`}
          other={`# tables longer than ${rows} rows or wider than ${columns} columns, cut there`}
        />
      );
    case 'coauthors':
      return <Plural value={count} one="# co-author not carried over (a blog here has one author)" other="# co-authors not carried over (a blog here has one author)" />;
  }
}

/**
 * Element names, sites or sizes as a list in the reader's language (its commas and "and"): each
 * isolated, so it keeps its own order inside right-to-left text. Machine text (a tag, a host, "3 × 21")
 * is left to right even with no letter to say so; a person's name finds its own direction.
 */
function namesList(names: string[], locale: string, dir: 'ltr' | 'auto'): ReactNode {
  return new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).formatToParts(names).map((part, i) =>
    part.type === 'element' ? (
      <bdi key={i} dir={dir}>
        {part.value}
      </bdi>
    ) : (
      <Fragment key={i}>{part.value}</Fragment>
    ),
  );
}

/**
 * Where the tab keeps the import it started (beside its session, in sessionStorage): back on this
 * page, or after a reload, the block follows that import again instead of offering a second one,
 * which the server would refuse while the first runs.
 */
const IMPORT_KEY = 'import';
function rememberedImport(): string {
  try {
    return sessionStorage.getItem(IMPORT_KEY) ?? '';
  } catch {
    return '';
  }
}
function rememberImport(id: string) {
  try {
    if (id) sessionStorage.setItem(IMPORT_KEY, id);
    else sessionStorage.removeItem(IMPORT_KEY);
  } catch {
    // Storage refused (a private window's quota): the block forgets it on leaving, as before.
  }
}

const remembered = { load: rememberedImport, save: rememberImport };

/** The import block with its server calls: uploads the file, then follows the import's progress. */
export function ImportPosts() {
  const { t } = useLingui();
  const job = useImportJob({ stopped: t`The import stopped.`, remember: remembered });
  // The server refuses an import from a level-0 member while the site holds new members' writing:
  // known from the profile and the site's settings before any file is chosen and sent.
  const session = useSession();
  const profile = useQuery(userQueries.ownProfile(session?.username ?? ''));
  const site = useQuery(communityQueries.site());
  const notYet = site.data?.hold_new === true && profile.data?.trust_level === 0;
  const state: ImportStep = job.step.step === 'choose' && notYet ? { step: 'notYet' } : job.step;
  return <ImportView state={state} siteChoice={profile.data?.role === 'admin'} onFile={(f, scope) => void job.start(f, scope)} onReset={job.reset} />;
}
