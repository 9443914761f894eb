import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogTrigger } from './Dialog';

describe('Dialog', () => {
  it('is named by its title, closes with the X and returns focus', async () => {
    render(
      <Dialog>
        <DialogTrigger>Open</DialogTrigger>
        <DialogContent title="Warning" description="Are you sure?">
          Body
        </DialogContent>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Warning' });
    expect(dialog).toHaveAccessibleDescription('Are you sure?');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('opened through `open` by a button of its own (no DialogTrigger), Escape returns focus to that button', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Share
          </button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent title="Share and series">Body</DialogContent>
          </Dialog>
        </>
      );
    }
    render(<Controlled />);
    const opener = screen.getByRole('button', { name: 'Share' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Share and series' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });
});
