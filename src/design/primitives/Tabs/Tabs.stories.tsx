import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Section, Stack } from '../../docs/StoryLayout';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: 'home' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Feed">
        <TabsTrigger value="home">home</TabsTrigger>
        <TabsTrigger value="trending">trending blogs</TabsTrigger>
      </TabsList>
      <TabsContent value="home">Latest blogs appear here.</TabsContent>
      <TabsContent value="trending">Trending blogs appear here.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <Stack>
      <Section title="Two tabs">
        <Tabs defaultValue="published">
          <TabsList aria-label="Manage blogs">
            <TabsTrigger value="published">Published Blogs</TabsTrigger>
            <TabsTrigger value="draft">Drafts</TabsTrigger>
          </TabsList>
          <TabsContent value="published">No published blogs</TabsContent>
          <TabsContent value="draft">No draft blogs</TabsContent>
        </Tabs>
      </Section>
      <Section title="Second tab active">
        <Tabs defaultValue="about">
          <TabsList aria-label="Profile">
            <TabsTrigger value="blogs">Blogs Published</TabsTrigger>
            <TabsTrigger value="about">About User</TabsTrigger>
          </TabsList>
          <TabsContent value="blogs">User hasn't posted any blogs</TabsContent>
          <TabsContent value="about">User doesn't have a bio</TabsContent>
        </Tabs>
      </Section>
    </Stack>
  ),
};

export const States: Story = {
  render: () => (
    <Tabs defaultValue="all">
      <TabsList aria-label="Notifications filter">
        <TabsTrigger value="all">all</TabsTrigger>
        <TabsTrigger value="like">likes</TabsTrigger>
        <TabsTrigger value="comment" disabled>
          comments (disabled)
        </TabsTrigger>
        <TabsTrigger value="reply">replies to your comments on blogs you follow</TabsTrigger>
      </TabsList>
      <TabsContent value="all">No notifications available</TabsContent>
      <TabsContent value="like">No notifications available</TabsContent>
      <TabsContent value="reply">No notifications available</TabsContent>
    </Tabs>
  ),
};

export const ArrowKeysMoveTheIndicator: Story = {
  play: async ({ canvas, canvasElement }) => {
    const home = canvas.getByRole('tab', { name: 'home' });
    const trending = canvas.getByRole('tab', { name: 'trending blogs' });
    const indicator = canvasElement.querySelector<HTMLElement>('[role="tablist"] > [aria-hidden="true"]')!;
    await userEvent.click(home);
    await waitFor(() => expect(indicator.style.getPropertyValue(indicator.style[0]!)).toBe('0px'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(trending).toHaveFocus();
    await expect(trending).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Trending blogs appear here.');
    await waitFor(() => expect(indicator.style.getPropertyValue(indicator.style[0]!)).toBe(`${trending.offsetLeft}px`));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(home).toHaveAttribute('aria-selected', 'true');
  },
};
