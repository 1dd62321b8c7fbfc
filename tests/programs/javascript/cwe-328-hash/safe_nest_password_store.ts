// NestJS users service hashing account passwords at registration
import { Injectable, ConflictException } from '@nestjs/common';
import { scryptSync, randomBytes } from 'node:crypto';

interface StoredUser { email: string; salt: string; passwordHash: string }

@Injectable()
export class UsersService {
  private readonly users = new Map<string, StoredUser>();

  register(email: string, password: string): { email: string } {
    if (this.users.has(email)) {
      throw new ConflictException('email already registered');
    }
    const salt = randomBytes(16).toString('hex');
    const passwordHash = scryptSync(password, salt, 64).toString('hex');
    this.users.set(email, { email, salt, passwordHash });
    return { email };
  }
}
