import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's recommended memory and time costs.
export const PASSWORD_HASH_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// Inside Vitest's workers only (Vitest sets VITEST there; nothing else does), the cheapest costs: the
// api tests hash a password for every account they make, about 90 ms of CPU each at OWASP's costs and
// a fifth of the suite's CPU, and they test what the server does with a hash, not its strength. A
// stored hash names its own costs, so `verify` reads either kind.
const options = process.env.VITEST ? { memoryCost: 256, timeCost: 1, parallelism: 1 } : PASSWORD_HASH_COST;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    // Same work as a real check, so timing does not reveal whether the account has a password.
    await hash(password, options);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
