// NestJS controller and service that report a customer's invoices through a raw Sequelize query.
import { Controller, Get, Injectable, Module, Param, Query } from '@nestjs/common';
import { QueryTypes, Sequelize } from 'sequelize';

const sequelize = new Sequelize(process.env.DATABASE_URL as string, { logging: false });

interface InvoiceRow {
  id: number;
  number: string;
  amount: string;
  status: string;
  issued_at: Date;
}

@Injectable()
export class InvoiceReportService {
  async invoicesForCustomer(customerId: string, status: string): Promise<InvoiceRow[]> {
    const sql =
      'SELECT id, number, amount, status, issued_at FROM invoices ' +
      `WHERE customer_id = '${customerId}' AND status = '${status}' ORDER BY issued_at DESC`;
    return sequelize.query<InvoiceRow>(sql, { type: QueryTypes.SELECT });
  }
}

@Controller('customers')
export class InvoiceReportController {
  constructor(private readonly reports: InvoiceReportService) {}

  @Get(':id/invoices')
  async list(@Param('id') id: string, @Query('status') status = 'open') {
    const rows = await this.reports.invoicesForCustomer(id, status);
    const total = rows.reduce((sum, row) => sum + Number(row.amount), 0);
    return { customerId: id, status, count: rows.length, total, invoices: rows };
  }
}

@Module({ controllers: [InvoiceReportController], providers: [InvoiceReportService] })
export class InvoiceReportModule {}
