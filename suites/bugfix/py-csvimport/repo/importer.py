"""Import contacts from the CSV export of our CRM.

Expected columns (any order, header row first): email, name, company, phone, notes.
Each data record becomes a contact; invalid records are reported as errors with their record
number (1 = the first record after the header). Contacts are de-duplicated by email
(case-insensitive): the first occurrence wins.
"""

from dataclasses import dataclass, field

from validators import normalize_name, normalize_phone, valid_email

REQUIRED = ("email", "name")
COLUMNS = ("email", "name", "company", "phone", "notes")


@dataclass
class ImportResult:
    contacts: list = field(default_factory=list)
    errors: list = field(default_factory=list)  # (record number, message)
    duplicates: int = 0


def read_records(text):
    """Yield (record number, dict) for each data record."""
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        return
    header = [h.strip().lower() for h in lines[0].split(",")]
    for missing in REQUIRED:
        if missing not in header:
            raise ValueError(f"missing column: {missing}")
    for number, line in enumerate(lines[1:], start=1):
        values = line.split(",")
        if len(values) != len(header):
            yield number, None
            continue
        yield number, dict(zip(header, values))


def import_contacts(text):
    result = ImportResult()
    seen = set()
    for number, record in read_records(text):
        if record is None:
            result.errors.append((number, "wrong number of fields"))
            continue
        email = record["email"].strip().lower()
        if not valid_email(email):
            result.errors.append((number, f"invalid email {record['email']!r}"))
            continue
        if email in seen:
            result.duplicates += 1
            continue
        seen.add(email)
        result.contacts.append({
            "email": email,
            "name": normalize_name(record["name"]),
            "company": record.get("company", "").strip(),
            "phone": normalize_phone(record.get("phone", "")),
            "notes": record.get("notes", "").strip(),
        })
    return result
