// Remix route action computing a derived column for the library circulation report
import type { ActionFunctionArgs } from '@remix-run/node';
import { json } from '@remix-run/node';
import { loadCirculationRows, type CirculationRow } from '~/models/circulation.server';
import { requireStaffUser } from '~/session.server';

type DerivedColumn = {
  label: string;
  compute: (row: CirculationRow) => number;
};

const EXPRESSIONS: Record<string, DerivedColumn['compute']> = {
  loansPerCopy: (row) => row.loans / Math.max(row.copies, 1),
  overdueRate: (row) => row.overdue / Math.max(row.loans, 1),
  holdsPressure: (row) => row.holds / Math.max(row.copies, 1),
  renewalShare: (row) => row.renewals / Math.max(row.loans, 1),
};

function compileColumn(label: string, expression: string): DerivedColumn | null {
  if (!Object.hasOwn(EXPRESSIONS, expression)) return null;
  return { label, compute: EXPRESSIONS[expression] };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireStaffUser(request);
  const form = await request.formData();
  const branch = String(form.get('branch') ?? 'central');
  const label = String(form.get('label') ?? 'derived').slice(0, 40);
  const expression = String(form.get('expression') ?? '');

  const column = compileColumn(label, expression);
  if (!column) {
    return json({ error: 'Choose one of the listed measures' }, { status: 400 });
  }

  const rows = await loadCirculationRows(branch);
  const table = rows.map((row) => {
    let value: number | null;
    try {
      value = Number(column.compute(row));
    } catch {
      value = null;
    }
    return { isbn: row.isbn, title: row.title, [column.label]: value };
  });

  return json({ branch, columns: ['isbn', 'title', column.label], table });
}
