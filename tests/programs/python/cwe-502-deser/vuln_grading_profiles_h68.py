# A grading profiles program of the h68 set (cwe-502-deser).
# pearl farms: upload pearl grading profiles (lustre, surface, shape thresholds) used at harvest sorting
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import yaml
from litestar import Litestar, Request, get, post
from litestar.exceptions import HTTPException, NotFoundException

GRADES = ("AAA", "AA", "A", "B", "reject")


@dataclass(slots=True, frozen=True, kw_only=True)
class GradeRule:
    grade: str
    min_lustre: float
    max_blemish_pct: float
    shapes: tuple[str, ...] = ("round", "near-round")


@dataclass(slots=True, kw_only=True)
class GradingProfile:
    name: str
    species: str
    rules: list[GradeRule] = field(default_factory=list)

    def grade(self, lustre: float, blemish_pct: float, shape: str) -> str:
        return next(
            (r.grade for r in self.rules
             if lustre >= r.min_lustre and blemish_pct <= r.max_blemish_pct and shape in r.shapes),
            "reject",
        )


PROFILES: dict[str, GradingProfile] = {}


def _decode(content_type: str, raw: bytes) -> Any:
    match content_type.split(";")[0].strip().lower():
        case "application/json":
            return json.loads(raw)
        case "application/yaml" | "application/x-yaml":
            return yaml.safe_load(raw)
        case _:
            # sorting-room PCs export profiles as text/yaml from the old desktop tool
            return yaml.load(raw, Loader=yaml.Loader)


def _profile(doc: Any) -> GradingProfile:
    match doc:
        case {"name": str(name), "species": str(species), "rules": [*rules]} if rules:
            parsed = [
                GradeRule(
                    grade=r["grade"],
                    min_lustre=float(r["min_lustre"]),
                    max_blemish_pct=float(r["max_blemish_pct"]),
                    shapes=tuple(r.get("shapes", ("round", "near-round"))),
                )
                for r in rules
                if isinstance(r, dict) and r.get("grade") in GRADES
            ]
            if len(parsed) != len(rules):
                raise HTTPException(status_code=422, detail="every rule needs a known grade")
            return GradingProfile(name=name, species=species, rules=sorted(parsed, key=lambda r: -r.min_lustre))
        case _:
            raise HTTPException(status_code=422, detail="profile needs name, species and rules")


@post("/profiles")
async def upload_profile(request: Request) -> dict[str, Any]:
    raw = await request.body()
    if len(raw) > 256 * 1024:
        raise HTTPException(status_code=413, detail="profile too large")
    profile = _profile(_decode(request.headers.get("content-type", ""), raw))
    PROFILES[profile.name] = profile
    return {"name": profile.name, "species": profile.species, "rules": len(profile.rules)}


@get("/profiles/{name:str}/grade")
async def grade_pearl(name: str, lustre: float, blemish: float, shape: str = "round") -> dict[str, str]:
    if (profile := PROFILES.get(name)) is None:
        raise NotFoundException(f"no profile called {name}")
    return {"profile": name, "grade": profile.grade(lustre, blemish, shape)}


app = Litestar(route_handlers=[upload_profile, grade_pearl])
