import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('password hashing costs', () => {
  it("hashes with OWASP's argon2id costs outside the test runner", () => {
    // A process without Vitest's VITEST variable, as the server runs: the costs are read from the
    // hash it writes (argon2's encoded form names them), not from the module's constant.
    const env = { ...process.env };
    delete env.VITEST;
    const encoded = execFileSync(process.execPath, ['--import', 'tsx', '-e', "import('./server/auth/passwords.ts').then(async (m) => console.log(await m.hashPassword('Secret123')))"], { env, encoding: 'utf8' });
    expect(encoded.trim()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
