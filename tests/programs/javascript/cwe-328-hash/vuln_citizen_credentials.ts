// NestJS service that sets and checks passwords for citizen accounts on the permits portal
import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { createHash, randomBytes, timingSafeEqual } from 'crypto';
import { CitizenRepository } from './citizen.repository';

export interface StoredCredential {
  salt: string;
  digest: string;
}

@Injectable()
export class CitizenCredentialService {
  constructor(private readonly citizens: CitizenRepository) {}

  private derive(password: string, salt: string): Buffer {
    return createHash('sha1').update(salt).update(password, 'utf8').digest();
  }

  async setPassword(citizenId: string, password: string): Promise<void> {
    if (password.length < 12) {
      throw new BadRequestException('Password must contain at least 12 characters');
    }
    const salt = randomBytes(16).toString('hex');
    const digest = this.derive(password, salt).toString('hex');
    await this.citizens.saveCredential(citizenId, { salt, digest });
  }

  async verify(email: string, password: string): Promise<string> {
    const citizen = await this.citizens.findByEmail(email.trim().toLowerCase());
    if (!citizen || !citizen.credential) {
      throw new UnauthorizedException();
    }
    const { salt, digest } = citizen.credential as StoredCredential;
    const expected = Buffer.from(digest, 'hex');
    const actual = this.derive(password, salt);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      throw new UnauthorizedException();
    }
    return citizen.id;
  }
}
