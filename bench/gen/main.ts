// Generates (or reuses) the embedded datasets: tsx bench/gen/main.ts [1k|10k|100k ...] [--postgres]
import { SIZES, type Size } from './generate.ts';
import { embeddedDataset, postgresDataset } from './dataset.ts';

const args = process.argv.slice(2);
const sizes = (args.filter((a) => a in SIZES) as Size[]).length ? (args.filter((a) => a in SIZES) as Size[]) : (['1k'] as Size[]);
for (const size of sizes) {
  if (args.includes('--postgres')) {
    const d = await postgresDataset(size);
    console.log(JSON.stringify(d.meta.stats));
    d.drop();
  } else {
    const d = await embeddedDataset(size);
    console.log(d.dir, JSON.stringify(d.meta.stats));
  }
}
