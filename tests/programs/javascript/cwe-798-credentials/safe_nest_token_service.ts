// NestJS auth service issuing and checking JSON Web Tokens for users
import { Injectable, UnauthorizedException } from '@nestjs/common';
import * as jwt from 'jsonwebtoken';

const JWT_SECRET = process.env.JWT_SECRET;
if (!JWT_SECRET) {
  throw new Error('JWT_SECRET must be set');
}

@Injectable()
export class TokenService {
  issue(userId: string, role: string): string {
    return jwt.sign({ sub: userId, role }, JWT_SECRET as string, { expiresIn: '1h', algorithm: 'HS256' });
  }

  verify(token: string): jwt.JwtPayload {
    try {
      return jwt.verify(token, JWT_SECRET as string, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    } catch {
      throw new UnauthorizedException('invalid token');
    }
  }
}
