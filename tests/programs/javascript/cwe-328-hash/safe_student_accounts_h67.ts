// A student accounts program of the h67 set (cwe-328-hash).
// calligraphers: student accounts for the online italic and copperplate course portal
import {
  Body,
  ConflictException,
  Controller,
  HttpCode,
  Injectable,
  Module,
  Post,
  UnauthorizedException,
  ValidationPipe,
} from '@nestjs/common';
import { PrismaClient } from '@prisma/client';
import { IsEmail, IsIn, IsString, Length, MaxLength } from 'class-validator';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: string, keylen: number) => Promise<Buffer>;

export class RegisterStudentDto {
  @IsEmail()
  @MaxLength(254)
  email!: string;

  @IsString()
  @Length(2, 80)
  displayName!: string;

  @IsString()
  @Length(10, 128)
  password!: string;

  @IsIn(['italic', 'copperplate', 'uncial', 'foundational'])
  course!: string;
}

export class LoginDto {
  @IsEmail()
  email!: string;

  @IsString()
  @Length(1, 128)
  password!: string;
}

@Injectable()
export class PrismaService extends PrismaClient {}

@Injectable()
export class PasswordHasher {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString('hex');
    const digest = (await scryptAsync(password, salt, 64)).toString('hex');
    return `${salt}$${digest}`;
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [salt, expected] = stored.split('$');
    const actual = (await scryptAsync(password, salt, 64)).toString('hex');
    return timingSafeEqual(Buffer.from(actual, 'hex'), Buffer.from(expected, 'hex'));
  }
}

@Injectable()
export class StudentService {
  constructor(private readonly db: PrismaService, private readonly hasher: PasswordHasher) {}

  async register(dto: RegisterStudentDto) {
    const existing = await this.db.student.findUnique({ where: { email: dto.email } });
    if (existing) throw new ConflictException('email already registered');
    const student = await this.db.student.create({
      data: {
        email: dto.email,
        displayName: dto.displayName,
        course: dto.course,
        passwordHash: await this.hasher.hash(dto.password),
      },
    });
    return { id: student.id, email: student.email, course: student.course };
  }

  async login(dto: LoginDto) {
    const student = await this.db.student.findUnique({ where: { email: dto.email } });
    if (!student || !(await this.hasher.verify(dto.password, student.passwordHash))) {
      throw new UnauthorizedException();
    }
    return { id: student.id, displayName: student.displayName };
  }
}

@Controller('students')
export class StudentController {
  constructor(private readonly students: StudentService) {}

  @Post()
  register(@Body(new ValidationPipe({ whitelist: true })) dto: RegisterStudentDto) {
    return this.students.register(dto);
  }

  @Post('login')
  @HttpCode(200)
  login(@Body(new ValidationPipe({ whitelist: true })) dto: LoginDto) {
    return this.students.login(dto);
  }
}

@Module({
  controllers: [StudentController],
  providers: [PrismaService, PasswordHasher, StudentService],
})
export class StudentsModule {}
