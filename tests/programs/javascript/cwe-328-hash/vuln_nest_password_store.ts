// NestJS users service hashing account passwords at registration
import { Injectable, ConflictException } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';

interface StoredUser { email: string; salt: string; passwordHash: string }

@Injectable()
export class UsersService {
  private readonly users = new Map<string, StoredUser>();

  register(email: string, password: string): { email: string } {
    if (this.users.has(email)) {
      throw new ConflictException('email already registered');
    }
    const salt = randomBytes(16).toString('hex');
    const passwordHash = createHash('md5').update(salt + password).digest('hex');
    this.users.set(email, { email, salt, passwordHash });
    return { email };
  }
}
