// A bell tour login program of the h67 set (cwe-601-redirect).
// bell founders: sign-in for the foundry tour booking site, returning visitors to the page they came from
import {
  Body,
  Controller,
  Get,
  Injectable,
  Module,
  Post,
  Query,
  Res,
  Session,
  UnauthorizedException,
  ValidationPipe,
} from '@nestjs/common';
import { IsEmail, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import type { Response } from 'express';
import { compare } from 'bcrypt';

const SITE_ORIGIN = process.env.SITE_ORIGIN ?? 'https://tours.whitechapel-foundry.example';

export class SignInDto {
  @IsEmail()
  email!: string;

  @IsString()
  @Length(8, 128)
  password!: string;

  @IsOptional()
  @IsString()
  @MaxLength(300)
  returnTo?: string;
}

interface Visitor {
  id: string;
  email: string;
  passwordHash: string;
}

@Injectable()
export class VisitorDirectory {
  private readonly visitors = new Map<string, Visitor>();

  async byEmail(email: string): Promise<Visitor | undefined> {
    return this.visitors.get(email.toLowerCase());
  }
}

@Injectable()
export class SignInService {
  constructor(private readonly visitors: VisitorDirectory) {}

  async authenticate(email: string, password: string): Promise<Visitor> {
    const visitor = await this.visitors.byEmail(email);
    if (!visitor || !(await compare(password, visitor.passwordHash))) {
      throw new UnauthorizedException('email or password not recognised');
    }
    return visitor;
  }

  landingPage(returnTo?: string): string {
    if (!returnTo) return '/tours';
    return returnTo;
  }
}

@Controller('account')
export class SignInController {
  constructor(private readonly signIn: SignInService) {}

  @Get('sign-in')
  form(@Query('returnTo') returnTo = '') {
    return {
      action: '/account/sign-in',
      hidden: { returnTo },
      origin: SITE_ORIGIN,
    };
  }

  @Post('sign-in')
  async submit(
    @Body(new ValidationPipe({ whitelist: true })) dto: SignInDto,
    @Session() session: Record<string, unknown>,
    @Res() res: Response,
  ) {
    const visitor = await this.signIn.authenticate(dto.email, dto.password);
    session.visitorId = visitor.id;
    res.redirect(303, this.signIn.landingPage(dto.returnTo));
  }
}

@Module({
  controllers: [SignInController],
  providers: [VisitorDirectory, SignInService],
})
export class AccountModule {}
