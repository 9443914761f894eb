import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Chip } from './Chip';

describe('Chip', () => {
  it('edits on Enter and commits on Enter', async () => {
    const onChange = vi.fn();
    render(<Chip label="tech" onChange={onChange} />);
    screen.getByRole('button', { name: 'Edit tag tech' }).focus();
    await userEvent.keyboard('{Enter}');
    const input = screen.getByRole('textbox', { name: 'Edit tag tech' });
    await userEvent.clear(input);
    await userEvent.type(input, 'music{Enter}');
    expect(onChange).toHaveBeenCalledWith('music');
    expect(screen.getByRole('button', { name: 'Edit tag tech' })).toHaveFocus();
  });

  it('edits on double click and commits on blur', async () => {
    const onChange = vi.fn();
    render(<Chip label="tech" onChange={onChange} />);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Edit tag tech' }));
    await userEvent.type(screen.getByRole('textbox'), '!');
    await userEvent.click(document.body);
    expect(onChange).toHaveBeenCalledWith('tech!');
  });

  it('Escape cancels and an empty edit is discarded', async () => {
    const onChange = vi.fn();
    render(<Chip label="tech" onChange={onChange} />);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Edit tag tech' }));
    await userEvent.type(screen.getByRole('textbox'), 'zzz{Escape}');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Edit tag tech' }));
    await userEvent.clear(screen.getByRole('textbox'));
    await userEvent.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes with the X button', async () => {
    const onRemove = vi.fn();
    render(<Chip label="tech" onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag tech' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
