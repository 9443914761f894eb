// `npm run chromatic`: publishes the stories to Chromatic. Needs CHROMATIC_PROJECT_TOKEN and the network,
// so it is kept out of npm test and CI.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('npm run chromatic needs CHROMATIC_PROJECT_TOKEN (the project token from chromatic.com). Nothing was published.');
  process.exit(1);
}
const r = spawnSync('npx', ['chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'], { stdio: 'inherit' });
process.exit(r.status ?? 1);
