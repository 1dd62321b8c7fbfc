# A bell ring preview cli program of the h65 set (cwe-078-command).
import csv
import re
import subprocess
from pathlib import Path

import click

# Scientific pitch notation as accepted by sox, e.g. "D4", "F#3", "Bb2".
STRIKE_NOTE = re.compile(r"[A-G][#b]?[0-8]")


def synth_preview(note: str, seconds: float, out_file: Path) -> None:
    """Approximate the strike tone of a cast bell so the customer can hear the ring."""
    fade = round(seconds * 0.8, 2)
    subprocess.run(
        ["sox", "-n", "-r", "44100", str(out_file), "synth", str(seconds), "pluck", note,
         "fade", "0", str(seconds), str(fade)],
        check=True,
        timeout=60,
    )


def read_ring(order_csv: Path):
    with order_csv.open(newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            yield int(row["position"]), row["strike_note"].strip(), row.get("inscription", "")


@click.command()
@click.argument("order_csv", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option(
    "--out-dir",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("previews"),
    show_default=True,
)
@click.option("--seconds", type=click.FloatRange(0.5, 12.0), default=4.0, show_default=True)
def main(order_csv: Path, out_dir: Path, seconds: float) -> None:
    """Render a strike preview for every bell in a ring order exported from the web order form."""
    out_dir.mkdir(parents=True, exist_ok=True)
    rendered = 0
    for position, note, inscription in read_ring(order_csv):
        if not STRIKE_NOTE.fullmatch(note):
            click.echo(f"bell {position}: cannot read strike note {note!r}, skipping", err=True)
            continue
        target = out_dir / f"bell_{position:02d}.wav"
        try:
            synth_preview(note, seconds, target)
        except subprocess.CalledProcessError:
            click.echo(f"bell {position}: sox failed", err=True)
            continue
        rendered += 1
        label = f" ({inscription})" if inscription else ""
        click.echo(f"bell {position}: {note}{label} -> {target}")
    click.echo(f"{rendered} previews written to {out_dir}")


if __name__ == "__main__":
    main()
