// NestJS controller listing open appointment slots for a clinic in a caller-selected order.
import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { PrismaClient } from '@prisma/client';

const prisma = new PrismaClient();

export class SlotQueryDto {
  clinicId!: string;
  sort?: string;
  direction?: string;
}

interface SlotRow {
  id: number;
  practitioner_id: number;
  starts_at: Date;
  duration_min: number;
}

const DIRECTIONS = new Map<string, string>([
  ['asc', 'ASC'],
  ['desc', 'DESC'],
]);

const SORT_COLUMNS = new Map<string, string>([
  ['start', 'starts_at'],
  ['duration', 'duration_min'],
  ['practitioner', 'practitioner_id'],
]);

@Controller('clinics')
export class AppointmentSlotsController {
  @Get('slots')
  async listSlots(@Query() query: SlotQueryDto): Promise<SlotRow[]> {
    const clinicId = Number(query.clinicId);
    if (!Number.isInteger(clinicId) || clinicId <= 0) {
      throw new BadRequestException('clinicId must be a positive integer');
    }
    const direction = DIRECTIONS.get((query.direction ?? 'asc').toLowerCase()) ?? 'ASC';
    const sortColumn = SORT_COLUMNS.get(query.sort ?? 'start');
    if (!sortColumn) {
      throw new BadRequestException('unsupported sort field');
    }
    return this.fetchSlots(clinicId, sortColumn, direction);
  }

  private async fetchSlots(clinicId: number, column: string, direction: string): Promise<SlotRow[]> {
    const sql = `SELECT id, practitioner_id, starts_at, duration_min
                   FROM appointment_slots
                  WHERE clinic_id = $1 AND booked = false AND starts_at > now()
                  ORDER BY ${column} ${direction}
                  LIMIT 100`;
    return prisma.$queryRawUnsafe<SlotRow[]>(sql, clinicId);
  }
}
