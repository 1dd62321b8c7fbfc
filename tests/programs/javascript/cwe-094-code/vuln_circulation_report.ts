// Remix route action computing a derived column for the library circulation report
import type { ActionFunctionArgs } from '@remix-run/node';
import { json } from '@remix-run/node';
import { loadCirculationRows, type CirculationRow } from '~/models/circulation.server';
import { requireStaffUser } from '~/session.server';

type DerivedColumn = {
  label: string;
  compute: (row: CirculationRow) => number;
};

function compileColumn(label: string, expression: string): DerivedColumn {
  const compute = new Function('row', `with (row) { return (${expression}); }`) as DerivedColumn['compute'];
  return { label, compute };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireStaffUser(request);
  const form = await request.formData();
  const branch = String(form.get('branch') ?? 'central');
  const label = String(form.get('label') ?? 'derived').slice(0, 40);
  const expression = String(form.get('expression') ?? '');

  if (!expression.trim()) {
    return json({ error: 'Enter an expression' }, { status: 400 });
  }

  const column = compileColumn(label, expression);
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
