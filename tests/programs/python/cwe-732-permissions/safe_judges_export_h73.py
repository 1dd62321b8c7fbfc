# A judges export program of the h73 set (cwe-732-permissions).
import csv
import io
import json
import os
import sqlite3
import sys
from datetime import datetime
from pathlib import Path

SETTINGS_PATH = Path(os.environ.get("TIDELINE_SETTINGS", "/etc/tidelinebuild/export.json"))
DEFAULTS = {
    "db_path": "/var/lib/tidelinebuild/scores.db",
    "export_dir": "/srv/tidelinebuild/exports",
    "dir_mode": "750",
    "file_mode": "640",
}


def load_settings() -> dict:
    settings = dict(DEFAULTS)
    if SETTINGS_PATH.exists():
        settings.update(json.loads(SETTINGS_PATH.read_text(encoding="utf-8")))
    return settings


def score_rows(db_path: str, contest_id: int) -> list[tuple]:
    with sqlite3.connect(db_path) as conn:
        return conn.execute(
            "SELECT e.entry_no, e.team, j.judge_name, s.creativity, s.detail, s.scale, s.difficulty, s.theme "
            "FROM scores s JOIN entries e ON e.id = s.entry_id JOIN judges j ON j.id = s.judge_id "
            "WHERE e.contest_id = ? ORDER BY e.entry_no, j.judge_name",
            (contest_id,),
        ).fetchall()


def render_csv(rows: list[tuple]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(["entry", "team", "judge", "creativity", "detail", "scale", "difficulty", "theme", "total"])
    for row in rows:
        writer.writerow([*row, sum(row[3:8])])
    return buffer.getvalue()


def write_export(export_dir: Path, name: str, content: str, dir_mode: int, file_mode: int) -> Path:
    export_dir.mkdir(parents=True, exist_ok=True)
    os.chmod(export_dir, dir_mode)
    target = export_dir / name
    tmp = target.with_suffix(".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, file_mode)
    with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
        fh.write(content)
    os.chmod(tmp, file_mode)
    os.replace(tmp, target)
    return target


def main(argv: list[str]) -> int:
    if len(argv) != 2 or not argv[1].isdigit():
        print("usage: judges_export.py CONTEST_ID", file=sys.stderr)
        return 2
    contest_id = int(argv[1])
    settings = load_settings()
    # never let the settings file grant access to other users on the host
    dir_mode = int(str(settings["dir_mode"]).strip(), 8) & 0o750
    file_mode = int(str(settings["file_mode"]).strip(), 8) & 0o640

    rows = score_rows(settings["db_path"], contest_id)
    if not rows:
        print(f"contest {contest_id}: no scores yet")
        return 0
    stamp = datetime.now().strftime("%Y%m%d-%H%M")
    name = f"contest-{contest_id}-{stamp}.csv"
    target = write_export(Path(settings["export_dir"]), name, render_csv(rows), dir_mode, file_mode)
    print(f"contest {contest_id}: {len(rows)} score line(s) -> {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
