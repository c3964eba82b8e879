// Random tokens handed to a browser or an e-mail; only their SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';

export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
export const hashOpaqueToken = (token: string): string => createHash('sha256').update(token).digest('hex');
