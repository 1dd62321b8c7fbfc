// NestJS controller handling fitness club member registration and sign-in
import {
  BadRequestException, Body, Controller, ConflictException, HttpCode, Post, UnauthorizedException,
} from "@nestjs/common";
import { createHash, randomBytes, timingSafeEqual } from "crypto";

type StoredCredential = { salt: string; hash: string };

class CredentialsDto {
  email!: string;
  password!: string;
}

const normalizeEmail = (email: string): string => String(email ?? "").trim().toLowerCase();

const digest = (salt: string, password: string): string =>
  createHash("md5").update(salt + password).digest("hex");

const matches = (stored: StoredCredential, password: string): boolean =>
  timingSafeEqual(Buffer.from(stored.hash, "hex"), Buffer.from(digest(stored.salt, password), "hex"));

@Controller("members")
export class MemberAuthController {
  private readonly credentials = new Map<string, StoredCredential>();

  @Post("register")
  register(@Body() dto: CredentialsDto) {
    const email = normalizeEmail(dto.email);
    if (!email.includes("@")) throw new BadRequestException("email required");
    if (String(dto.password ?? "").length < 10) throw new BadRequestException("password too short");
    if (this.credentials.has(email)) throw new ConflictException("already registered");
    const salt = randomBytes(16).toString("hex");
    this.credentials.set(email, { salt, hash: digest(salt, dto.password) });
    return { email };
  }

  @Post("login")
  @HttpCode(200)
  login(@Body() dto: CredentialsDto) {
    const email = normalizeEmail(dto.email);
    const stored = this.credentials.get(email);
    if (!stored || !matches(stored, String(dto.password ?? ""))) {
      throw new UnauthorizedException();
    }
    return { email, session: randomBytes(24).toString("base64url") };
  }
}
