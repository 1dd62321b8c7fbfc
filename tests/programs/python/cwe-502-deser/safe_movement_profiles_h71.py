# A movement profiles program of the h71 set (cwe-502-deser).
import sqlite3
from dataclasses import dataclass
from pathlib import Path

import click
import yaml

DB = Path.home() / ".escapement" / "profiles.db"


class ProfileError(Exception):
    pass


@dataclass
class MovementProfile:
    calibre: str
    maker: str
    beat_bph: int
    amplitude_deg: float
    rate_tolerance_s: float

    @classmethod
    def from_dict(cls, doc: object) -> "MovementProfile":
        if not isinstance(doc, dict):
            raise ProfileError("profile must be a mapping")
        try:
            return cls(
                calibre=str(doc["calibre"]),
                maker=str(doc.get("maker", "unknown")),
                beat_bph=int(doc["beat_bph"]),
                amplitude_deg=float(doc["amplitude_deg"]),
                rate_tolerance_s=float(doc.get("rate_tolerance_s", 10)),
            )
        except KeyError as exc:
            raise ProfileError(f"missing field {exc.args[0]}") from None
        except (TypeError, ValueError) as exc:
            raise ProfileError(f"bad value: {exc}") from None


def read_profiles(path: Path) -> list[MovementProfile]:
    with path.open("r", encoding="utf-8") as fh:
        doc = yaml.load(fh, Loader=yaml.BaseLoader)
    entries = doc.get("profiles") if isinstance(doc, dict) else None
    if not isinstance(entries, list):
        raise ProfileError("expected a top-level 'profiles' list")
    return [MovementProfile.from_dict(item) for item in entries]


def store(conn: sqlite3.Connection, profiles: list[MovementProfile], source: str) -> int:
    with conn:
        conn.executemany(
            "INSERT OR REPLACE INTO profiles (calibre, maker, beat_bph, amplitude_deg, rate_tolerance_s, source) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            [(p.calibre, p.maker, p.beat_bph, p.amplitude_deg, p.rate_tolerance_s, source) for p in profiles],
        )
    return len(profiles)


@click.command()
@click.argument("files", nargs=-1, type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--dry-run", is_flag=True, help="parse the files but do not store anything")
def import_profiles(files: tuple[Path, ...], dry_run: bool) -> None:
    """Import movement profiles from partner YAML files."""
    DB.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(DB)
    conn.execute(
        "CREATE TABLE IF NOT EXISTS profiles (calibre TEXT PRIMARY KEY, maker TEXT, beat_bph INTEGER, "
        "amplitude_deg REAL, rate_tolerance_s REAL, source TEXT)"
    )
    imported = 0
    for path in files:
        try:
            profiles = read_profiles(path)
        except (yaml.YAMLError, ProfileError) as exc:
            click.echo(f"skipping {path.name}: {exc}", err=True)
            continue
        if not dry_run:
            imported += store(conn, profiles, path.name)
        click.echo(f"{path.name}: {len(profiles)} profiles")
    conn.close()
    click.echo(f"imported {imported} profiles")


if __name__ == "__main__":
    import_profiles()
