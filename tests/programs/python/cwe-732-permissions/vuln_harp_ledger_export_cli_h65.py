# A harp ledger export cli program of the h65 set (cwe-732-permissions).
import csv
import os
from datetime import date
from pathlib import Path

import psycopg2
import typer

app = typer.Typer(help="Month-end exports for the harp workshop's bookkeeper.")

COLUMNS = ["commission", "client_name", "client_email", "postal_address", "model", "deposit_gbp", "balance_gbp"]


def fetch_commissions(month: date):
    conn = psycopg2.connect(os.environ["HARPWORKS_DSN"], connect_timeout=5)
    try:
        with conn.cursor() as cur:
            cur.execute(
                "SELECT c.ref, cl.name, cl.email, cl.postal_address, c.model, c.deposit, c.balance "
                "FROM commissions c JOIN clients cl ON cl.id = c.client_id "
                "WHERE date_trunc('month', c.invoiced_on) = %s ORDER BY c.ref",
                (month,),
            )
            return cur.fetchall()
    finally:
        conn.close()


@app.command()
def ledger(
    month: str = typer.Argument(..., help="YYYY-MM"),
    out_dir: Path = typer.Option(Path("/srv/exports/ledger"), file_okay=False),
) -> None:
    """Write the month's commissions, with client contact details, as CSV."""
    try:
        first_day = date.fromisoformat(f"{month}-01")
    except ValueError:
        raise typer.BadParameter("month must look like 2024-03")

    rows = fetch_commissions(first_day)
    os.makedirs(out_dir, mode=0o777, exist_ok=True)
    target = out_dir / f"commissions-{first_day:%Y-%m}.csv"

    with target.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(COLUMNS)
        writer.writerows(rows)
    # the bookkeeper's sync job picks the file up from the export share
    os.chmod(target, 0o666)

    typer.echo(f"{len(rows)} commissions written to {target}")


if __name__ == "__main__":
    app()
