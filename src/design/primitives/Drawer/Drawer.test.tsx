import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Drawer, DrawerContent, DrawerTrigger } from './Drawer';

describe('Drawer', () => {
  it('has a title, closes with Escape and returns focus to the trigger', async () => {
    render(
      <Drawer>
        <DrawerTrigger>Comments</DrawerTrigger>
        <DrawerContent title="Comments">No Comments</DrawerContent>
      </Drawer>,
    );
    const trigger = screen.getByRole('button', { name: 'Comments' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Comments' })).toHaveTextContent('No Comments');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });
});
