// NestJS auth service issuing and checking JSON Web Tokens for users
import { Injectable, UnauthorizedException } from '@nestjs/common';
import * as jwt from 'jsonwebtoken';

const JWT_SECRET = 'n3st-app-jwt-s1gning-k3y-2024!';

@Injectable()
export class TokenService {
  issue(userId: string, role: string): string {
    return jwt.sign({ sub: userId, role }, JWT_SECRET, { expiresIn: '1h', algorithm: 'HS256' });
  }

  verify(token: string): jwt.JwtPayload {
    try {
      return jwt.verify(token, JWT_SECRET, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    } catch {
      throw new UnauthorizedException('invalid token');
    }
  }
}
