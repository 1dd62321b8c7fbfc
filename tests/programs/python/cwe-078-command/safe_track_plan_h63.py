# A track plan program of the h63 set (cwe-078-command).
"""Command line tool that renders model railway track plans with Graphviz."""
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Dict

import click

OUTPUT_FORMATS = ("png", "svg", "pdf")


@dataclass
class RenderRequest:
    layout_file: Path
    output_format: str
    title: str

    @property
    def output_file(self) -> Path:
        return self.layout_file.parent / f"{self.layout_file.stem}.{self.output_format}"


class RenderError(RuntimeError):
    pass


class GraphvizRenderer:
    def __init__(self, program: str):
        self.program = program

    def render(self, req: RenderRequest) -> Path:
        command = [
            self.program, f"-T{req.output_format}", f"-Glabel={req.title}",
            str(req.layout_file.resolve()), "-o", str(req.output_file.resolve()),
        ]
        completed = subprocess.run(command, capture_output=True, text=True)
        if completed.returncode != 0:
            raise RenderError(completed.stderr.strip())
        return req.output_file


class TrackPlanService:
    def __init__(self, renderers: Dict[str, GraphvizRenderer]):
        self._renderers = renderers

    def render(self, engine: str, req: RenderRequest) -> Path:
        renderer = self._renderers[engine]
        return renderer.render(req)


def build_service() -> TrackPlanService:
    return TrackPlanService({
        "dot": GraphvizRenderer("dot"),
        "neato": GraphvizRenderer("neato"),
        "circo": GraphvizRenderer("circo"),
    })


@click.group()
@click.pass_context
def layout(ctx: click.Context) -> None:
    """Tools for the club's modular layout."""
    ctx.obj = build_service()


@layout.command()
@click.argument("layout_file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--format", "output_format", type=click.Choice(OUTPUT_FORMATS), default="svg")
@click.option("--engine", type=click.Choice(["dot", "neato", "circo"]), default="dot")
@click.option("--title", default="Club layout", help="Caption printed under the plan.")
@click.pass_obj
def render(service: TrackPlanService, layout_file: Path, output_format: str, engine: str, title: str) -> None:
    """Render LAYOUT_FILE (a .gv track graph) to an image."""
    req = RenderRequest(layout_file=layout_file, output_format=output_format, title=title)
    try:
        written = service.render(engine, req)
    except RenderError as exc:
        raise click.ClickException(str(exc))
    click.echo(f"Track plan written to {written}")


if __name__ == "__main__":
    layout()
