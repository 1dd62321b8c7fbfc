// A yoga member accounts program of the h62 set (cwe-328-hash).
import {
  Body,
  ConflictException,
  Controller,
  HttpCode,
  Injectable,
  Module,
  Post,
  UnauthorizedException,
  BadRequestException,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import * as argon2 from 'argon2';
import { Pool } from 'pg';

interface Credentials {
  email: string;
  password: string;
}

interface SignUp extends Credentials {
  name: string;
  membership: 'drop-in' | 'ten-class' | 'unlimited';
}

const MEMBERSHIPS = new Set(['drop-in', 'ten-class', 'unlimited']);

const hashPassword = (password: string): Promise<string> =>
  argon2.hash(password, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });

const verifyPassword = (password: string, stored: string): Promise<boolean> => argon2.verify(stored, password);

const parseSignUp = (body: Partial<SignUp>): SignUp => {
  const email = String(body.email ?? '').trim().toLowerCase();
  const password = String(body.password ?? '');
  const name = String(body.name ?? '').trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new BadRequestException('valid email required');
  if (password.length < 10) throw new BadRequestException('password must be at least 10 characters');
  if (!name) throw new BadRequestException('name required');
  if (!MEMBERSHIPS.has(String(body.membership))) throw new BadRequestException('unknown membership');
  return { email, password, name, membership: body.membership as SignUp['membership'] };
};

@Injectable()
export class MemberService {
  private readonly pool = new Pool({ connectionString: process.env.STUDIO_DATABASE_URL });

  async register(input: SignUp): Promise<{ id: number }> {
    const passwordHash = await hashPassword(input.password);
    try {
      const { rows } = await this.pool.query(
        'INSERT INTO members (email, name, membership, password_hash) VALUES ($1, $2, $3, $4) RETURNING id',
        [input.email, input.name, input.membership, passwordHash],
      );
      return { id: rows[0].id };
    } catch (err: any) {
      if (err.code === '23505') throw new ConflictException('that email already has an account');
      throw err;
    }
  }

  async authenticate({ email, password }: Credentials) {
    const { rows } = await this.pool.query(
      'SELECT id, name, membership, classes_left, password_hash FROM members WHERE email = $1',
      [String(email ?? '').trim().toLowerCase()],
    );
    const member = rows[0];
    if (!member || !(await verifyPassword(String(password ?? ''), member.password_hash))) {
      throw new UnauthorizedException('email or password is wrong');
    }
    const { password_hash: _omit, ...profile } = member;
    return profile;
  }
}

@Controller('members')
export class MemberController {
  constructor(private readonly members: MemberService) {}

  @Post()
  register(@Body() body: Partial<SignUp>) {
    return this.members.register(parseSignUp(body));
  }

  @Post('check-in')
  @HttpCode(200)
  checkIn(@Body() body: Credentials) {
    return this.members.authenticate(body);
  }
}

@Module({ controllers: [MemberController], providers: [MemberService] })
export class MembersModule {}

async function bootstrap(): Promise<void> {
  const app = await NestFactory.create(MembersModule);
  await app.listen(Number(process.env.PORT) || 3018);
}

void bootstrap();
