import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sessionAda } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';
import { ImportView } from './ImportPosts.tsx';

const meta = {
  title: 'Features/Settings/ImportPosts',
  component: ImportView,
  decorators: [withApp({ path: '/settings/account', session: sessionAda })],
  args: { state: { step: 'choose' }, onFile: fn(), onReset: fn() },
} satisfies Meta<typeof ImportView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Choose: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose an export file' })).toBeVisible();
  },
};

/** An admin chooses where the posts go: their own account, or the whole site with each author's posts going to the member with their e-mail. */
export const SiteChoice: Story = {
  args: { siteChoice: true },
  play: async ({ canvas, args }) => {
    const mine = canvas.getByRole('radio', { name: /Into my account/ });
    const site = canvas.getByRole('radio', { name: /The whole site \(authors matched by e-mail\)/ });
    await expect(mine).toBeChecked();
    await userEvent.click(site);
    await expect(site).toBeChecked();
    const file = new File(['<rss/>'], 'export.xml', { type: 'text/xml' });
    await userEvent.upload(canvas.getByLabelText('Export file'), file);
    await expect(args.onFile).toHaveBeenCalledWith(file, 'site');
  },
};

/** The same choice in Arabic, right to left. */
export const SiteChoiceRightToLeft: Story = { ...SiteChoice, play: undefined, globals: { locale: 'ar' } };

/** A member sees no choice: the posts are theirs. */
export const NoSiteChoice: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('radio')).toBeNull();
    const file = new File(['<rss/>'], 'export.xml', { type: 'text/xml' });
    await userEvent.upload(canvas.getByLabelText('Export file'), file);
    await expect(args.onFile).toHaveBeenCalledWith(file, 'account');
  },
};

/** The file on its way to the server. */
export const Uploading: Story = {
  args: { state: { step: 'uploading', fraction: 0.42 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading your export' })).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('Uploading… 42%')).toBeVisible();
  },
};

/** The server reads the posts one by one. */
export const Running: Story = {
  args: { state: { step: 'running', status: { state: 'running', total: 120, done: 45, created: [], skipped: [] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Importing your posts' })).toHaveAttribute('aria-valuenow', '38');
    await expect(canvas.getByText('Imported 45 of 120 posts')).toBeVisible();
  },
};

/** The report: the new blogs, and what was skipped with its reason. */
export const Done: Story = {
  args: {
    state: {
      step: 'done',
      status: {
        state: 'done',
        total: 4,
        done: 4,
        created: ['how-a-clock-escapement-works-a1b2c3d4', 'classic-editor-notes-e5f6a7b8'],
        skipped: [
          { item: 'Lexical only', reason: 'no HTML in the export' },
          { item: 'How a clock escapement works', reason: 'already imported' },
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Done: 2 blogs created.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'classic-editor-notes-e5f6a7b8' })).toHaveAttribute('href', '/blogs/classic-editor-notes-e5f6a7b8');
    await expect(canvas.getByText('Lexical only: no HTML in the export')).toBeVisible();
  },
};

/** The report of posts kept with something simplified: each post links to its new blog, with what changed in it, counted per kind. */
export const DoneSimplified: Story = {
  args: {
    state: {
      step: 'done',
      status: {
        state: 'done',
        total: 3,
        done: 3,
        created: ['how-a-clock-escapement-works-a1b2c3d4', 'the-tide-tables-for-spring-e5f6a7b8', 'notes-for-the-next-issue-c9d0e1f2'],
        skipped: [],
        simplified: [
          {
            item: 'How a clock escapement works',
            blog_id: 'how-a-clock-escapement-works-a1b2c3d4',
            what: [
              { kind: 'element_text', count: 3, detail: ['details', 'kbd'] },
              { kind: 'element_removed', count: 1, detail: ['script'] },
              { kind: 'frame_link', count: 1, detail: ['maps.example.org'] },
            ],
          },
          {
            item: 'The tide tables for spring',
            blog_id: 'the-tide-tables-for-spring-e5f6a7b8',
            what: [
              { kind: 'image_text', count: 2 },
              { kind: 'image_dropped', count: 1 },
              { kind: 'image_not_copied', count: 2, detail: ['old.example.org'] },
              { kind: 'table_spans', count: 1 },
              { kind: 'code_cut', count: 1, detail: ['python'] },
              { kind: 'table_cut', count: 2, detail: ['3 × 21', '412 × 6'] },
            ],
          },
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 posts kept, with something simplified:')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'How a clock escapement works' })).toHaveAttribute('href', '/blogs/how-a-clock-escapement-works-a1b2c3d4');
    await expect(canvas.getByRole('link', { name: 'The tide tables for spring' })).toHaveAttribute('href', '/blogs/the-tide-tables-for-spring-e5f6a7b8');
    // The names are elements of their own (isolated for right to left): the line is read whole.
    await expect(canvas.getByText(/3 elements kept as their text/)).toHaveTextContent('3 elements kept as their text: details, kbd');
    await expect(canvas.getByText(/1 embed of a site with no player here, kept as a link/)).toHaveTextContent('1 embed of a site with no player here, kept as a link: maps.example.org');
    await expect(canvas.getByText('1 image dropped: no address, or its file could not be read')).toBeVisible();
    await expect(canvas.getByText('1 table with cells spanning rows or columns, each kept as one cell')).toBeVisible();
    // Cut by the save's limits: the limits said in the line, the blocks named by language and size.
    await expect(canvas.getByText(/1 code block longer than/)).toHaveTextContent('1 code block longer than 100,000 characters, cut there: python');
    await expect(canvas.getByText(/2 tables longer than/)).toHaveTextContent('2 tables longer than 300 rows or wider than 20 columns, cut there: 3 × 21, 412 × 6');
    // A size, a host, a tag's name read left to right inside right-to-left text too ("3 × 21", not "21 × 3").
    await expect(canvas.getByText('3 × 21')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText(/2 images on other sites could not be copied here/)).toHaveTextContent('2 images on other sites could not be copied here, kept at their addresses: old.example.org');
  },
};

/** The same report in Arabic, right to left: the element names and sites keep their own order. */
export const DoneSimplifiedRightToLeft: Story = { ...DoneSimplified, play: undefined, globals: { locale: 'ar' } };

/**
 * More posts simplified than the report lists (it keeps the first 500): the count says all of them,
 * and a line says how many more there are; the new kinds (a shortcode, a link's address, co-authors) read whole.
 */
export const DoneSimplifiedAndMore: Story = {
  args: {
    state: {
      step: 'done',
      status: {
        state: 'done',
        total: 1204,
        done: 1204,
        created: ['restoring-the-regulator-a1b2c3d4', 'the-perseids-from-a-dark-field-e5f6a7b8'],
        skipped: [],
        simplified: [
          {
            item: 'Restoring the regulator',
            blog_id: 'restoring-the-regulator-a1b2c3d4',
            what: [
              { kind: 'shortcode', count: 2, detail: ['contact-form-7'] },
              { kind: 'link_removed', count: 1, detail: ['javascript'] },
            ],
          },
          { item: 'The Perseids from a dark field', blog_id: 'the-perseids-from-a-dark-field-e5f6a7b8', what: [{ kind: 'coauthors', count: 1, detail: ['Vera Rubin'] }] },
        ],
        simplified_total: 614,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('614 posts kept, with something simplified:')).toBeVisible();
    await expect(canvas.getByText('and 612 more posts not listed here')).toBeVisible();
    await expect(canvas.getByText(/2 WordPress shortcodes/)).toHaveTextContent('2 WordPress shortcodes with no equivalent here, kept as their text: contact-form-7');
    await expect(canvas.getByText(/1 link with an address/)).toHaveTextContent('1 link with an address that is not a web page, kept as its words: javascript');
    await expect(canvas.getByText(/1 co-author not carried over/)).toHaveTextContent('1 co-author not carried over (a blog here has one author): Vera Rubin');
  },
};

/** The same, right to left. */
export const DoneSimplifiedAndMoreRightToLeft: Story = { ...DoneSimplifiedAndMore, play: undefined, globals: { locale: 'ar' } };

/** A whole site's report: the blogs, and the members made for authors who had no account, each to set a password. */
export const DoneWholeSite: Story = {
  args: {
    siteChoice: true,
    state: {
      step: 'done',
      status: {
        state: 'done',
        total: 3,
        done: 3,
        created: ['the-tide-tables-for-spring-a1b2c3d4', 'a-new-crane-on-the-east-pier-e5f6a7b8', 'notes-for-the-next-issue-c9d0e1f2'],
        skipped: [],
        members_created: ['linusquay', 'tomasortega'],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Done: 3 blogs created.')).toBeVisible();
    await expect(canvas.getByText('2 new members, who set a password with “Forgot password”:')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '@linusquay' })).toHaveAttribute('href', '/user/linusquay');
    await expect(canvas.getByRole('link', { name: '@tomasortega' })).toHaveAttribute('href', '/user/tomasortega');
  },
};

/** Refused or stopped: the reason, and a way to try another file. */
export const Failed: Story = {
  args: {
    state: {
      step: 'failed',
      message: 'The import stopped.',
      status: { state: 'failed', total: 0, done: 0, created: [], skipped: [{ item: 'file', reason: 'The XML is not well-formed' }] },
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The import stopped.');
    await expect(canvas.getByText('The file: The XML is not well-formed')).toBeVisible();
    canvas.getByRole('button', { name: 'Try another file' }).click();
    await expect(args.onReset).toHaveBeenCalled();
  },
};

/** A new member while the site holds new members' writing: told before choosing a file, with where to see their standing. */
export const NotYet: Story = {
  args: { state: { step: 'notYet' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('New members cannot import yet');
    await expect(canvas.getByRole('link', { name: 'See your standing' })).toHaveAttribute('href', '/settings/edit-profile');
    await expect(canvas.queryByRole('button', { name: 'Choose an export file' })).toBeNull();
  },
};
