# A wantlist match program of the h73 set (cwe-089-sql).
import argparse
import csv
import sys
from pathlib import Path

import psycopg

DSN = "dbname=exchange_circuit user=circuit_reader host=db.perforationsociety.org"


def parse_countries(cell: str) -> list[str]:
    # members type things like "Canada; Newfoundland ;  british honduras"
    return [part.strip().title() for part in cell.split(";") if part.strip()]


def parse_years(row: dict[str, str]) -> tuple[int, int]:
    start = int(row.get("year_from") or 1840)
    end = int(row.get("year_to") or 2100)
    if start > end:
        start, end = end, start
    return start, end


def build_query(countries: list[str]) -> str:
    in_list = ", ".join(f"'{name}'" for name in countries)
    return (
        "SELECT s.catalogue_no, s.country, s.issue_year, s.description, b.booklet_no, s.price_pence "
        "FROM circuit_stamps s JOIN booklets b ON b.id = s.booklet_id "
        f"WHERE s.country IN ({in_list}) AND s.issue_year BETWEEN %s AND %s AND s.sold = false "
        "ORDER BY s.country, s.issue_year, s.catalogue_no"
    )


def match_wantlist(conn: psycopg.Connection, row: dict[str, str]) -> list[tuple]:
    countries = parse_countries(row.get("countries", ""))
    if not countries:
        return []
    start, end = parse_years(row)
    with conn.cursor() as cur:
        cur.execute(build_query(countries), (start, end))
        return cur.fetchall()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Match want-lists to circuit booklets")
    parser.add_argument("wantlists", type=Path, help="CSV with member_id,countries,year_from,year_to")
    parser.add_argument("--out", type=Path, default=Path("matches.csv"))
    args = parser.parse_args(argv)

    total = 0
    with psycopg.connect(DSN) as conn, args.wantlists.open(newline="", encoding="utf-8") as src, args.out.open(
        "w", newline="", encoding="utf-8"
    ) as dst:
        writer = csv.writer(dst)
        writer.writerow(["member_id", "catalogue_no", "country", "year", "description", "booklet", "price_pence"])
        for line_no, row in enumerate(csv.DictReader(src), start=2):
            try:
                matches = match_wantlist(conn, row)
            except ValueError as exc:
                print(f"line {line_no}: skipped ({exc})", file=sys.stderr)
                continue
            for match in matches:
                writer.writerow([row["member_id"], *match])
            total += len(matches)
    print(f"{total} matching stamp(s) written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
