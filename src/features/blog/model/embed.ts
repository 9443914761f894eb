import { EMBED_SERVICES as SERVICES, rebuildEmbed } from '@/contract';

/**
 * Embeds are framed from their service's pattern in the contract (API.md "Content"), the same
 * definition the server stored them with: the stored `embed` URL is never trusted, it is rebuilt
 * from the source. Kept here so the reading path does not load the editor.
 */
export interface ResolvedEmbed {
  service: string;
  src: string;
  width: number;
  height: number;
}

/** The iframe to show for an embed block, or null when the service or source is not allowed. */
export function resolveEmbed(data: { service?: unknown; source?: unknown; height?: unknown }): ResolvedEmbed | null {
  const name = typeof data.service === 'string' ? data.service : '';
  const source = typeof data.source === 'string' ? data.source : '';
  const rebuilt = rebuildEmbed(name, source);
  if (!rebuilt || !rebuilt.embed.startsWith('https://')) return null;
  return { service: name, src: rebuilt.embed, width: rebuilt.width, height: rebuilt.height };
}

export const EMBED_SERVICES = Object.keys(SERVICES);
