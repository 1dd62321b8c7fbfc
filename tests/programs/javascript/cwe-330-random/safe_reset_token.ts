// NestJS service that issues and redeems password reset tokens
import { Injectable, NotFoundException } from '@nestjs/common';
import { randomInt } from 'crypto';

interface ResetEntry {
  userId: string;
  expiresAt: number;
}

const TOKEN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const TOKEN_LENGTH = 32;
const TTL_MS = 30 * 60 * 1000;

function generateToken(length: number = TOKEN_LENGTH): string {
  let token = '';
  for (let i = 0; i < length; i++) {
    const index = randomInt(TOKEN_ALPHABET.length);
    token += TOKEN_ALPHABET.charAt(index);
  }
  return token;
}

@Injectable()
export class PasswordResetService {
  private readonly pending = new Map<string, ResetEntry>();

  issue(userId: string): { token: string; expiresAt: Date } {
    for (const [token, entry] of this.pending) {
      if (entry.userId === userId) this.pending.delete(token);
    }
    const token = generateToken();
    const expiresAt = Date.now() + TTL_MS;
    this.pending.set(token, { userId, expiresAt });
    return { token, expiresAt: new Date(expiresAt) };
  }

  redeem(token: string): string {
    const entry = this.pending.get(token);
    this.pending.delete(token);
    if (!entry || entry.expiresAt < Date.now()) {
      throw new NotFoundException('reset link is invalid or has expired');
    }
    return entry.userId;
  }
}
