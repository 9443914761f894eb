/** The embed services live in the contract: the app frames exactly what the server stores. */
export { EMBED_ORIGINS, EMBED_SERVICES, rebuildEmbed, type RebuiltEmbed } from '../../src/contract/index.ts';
