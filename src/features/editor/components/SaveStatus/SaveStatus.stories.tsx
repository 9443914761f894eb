import type { Meta, StoryObj } from '@storybook/react-vite';
import { SaveStatus } from './SaveStatus.tsx';

const now = () => 1_800_000_000_000;
const meta = { title: 'Features/Editor/SaveStatus', component: SaveStatus, args: { state: { kind: 'idle' }, now } } satisfies Meta<typeof SaveStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingToSave: Story = {};
export const Unsaved: Story = { args: { state: { kind: 'unsaved' } } };
export const Saving: Story = { args: { state: { kind: 'saving' } } };
export const Saved: Story = { args: { state: { kind: 'saved', at: now() - 10_000 } } };
export const Offline: Story = { args: { state: { kind: 'offline' } } };
export const Failed: Story = { args: { state: { kind: 'failed', message: 'Please sign in to continue' } } };
