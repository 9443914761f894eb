import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

const Example = () => (
  <Tabs defaultValue="published">
    <TabsList aria-label="Blogs">
      <TabsTrigger value="published">Published Blogs</TabsTrigger>
      <TabsTrigger value="draft">Drafts</TabsTrigger>
    </TabsList>
    <TabsContent value="published">No published blogs</TabsContent>
    <TabsContent value="draft">No draft blogs</TabsContent>
  </Tabs>
);

describe('Tabs', () => {
  it('shows the active panel and switches on click', async () => {
    render(<Example />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No published blogs');
    await userEvent.click(screen.getByRole('tab', { name: 'Drafts' }));
    expect(screen.getByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No draft blogs');
  });

  it('moves with arrow keys', async () => {
    render(<Example />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Published Blogs' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Drafts' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');
  });

  describe('in a right-to-left page', () => {
    afterEach(() => document.documentElement.removeAttribute('dir'));

    it('lays the tabs out right to left, and ArrowLeft goes to the next tab', async () => {
      document.documentElement.dir = 'rtl';
      render(<Example />);
      expect(screen.getByRole('tablist').closest('[dir]')).toHaveAttribute('dir', 'rtl');
      await userEvent.tab();
      await userEvent.keyboard('{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'Drafts' })).toHaveFocus();
    });
  });

  it('renders a decorative indicator', () => {
    const { container } = render(<Example />);
    expect(container.querySelector('[role="tablist"] > [aria-hidden="true"]')).not.toBeNull();
  });
});
