/**
 * Makes the embedded database's files in the directory given as the one argument (PGlite's initdb,
 * then the migrations) and exits: run by the server's first start in a process of its own, so that
 * the memory the creation takes is given back with the process (server/db/client.ts,
 * createInOwnProcess).
 */
import { createEmbeddedFiles } from './client.ts';

const location = process.argv[2];
if (!location) {
  console.error('usage: createEmbedded <database directory>');
  process.exit(2);
}
await createEmbeddedFiles(location);
