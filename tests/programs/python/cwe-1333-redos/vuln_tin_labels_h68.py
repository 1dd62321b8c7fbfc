# A tin labels program of the h68 set (cwe-1333-redos).
# tea blenders: check and format ingredient declarations printed on retail tea tins
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import reduce
from typing import Annotated

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field, field_validator

app = FastAPI(title="Tin label checker")

INGREDIENT_LIST = re.compile(r"^(\w+\s?)+(,\s*(\w+\s?)+)*$")
ALLERGENS = {"almond", "hazelnut", "milk", "soy", "wheat", "coconut"}
FLAVOURING_WORDS = ("flavouring", "flavoring", "aroma")


class LabelDraft(BaseModel):
    blend: Annotated[str, Field(min_length=2, max_length=60)]
    ingredients: Annotated[str, Field(min_length=2, max_length=2000)]
    net_grams: Annotated[int, Field(gt=0, le=1000)] = 100

    @field_validator("ingredients")
    @classmethod
    def _well_formed(cls, value: str) -> str:
        if not INGREDIENT_LIST.match(value.strip()):
            raise ValueError("ingredients must be words separated by commas")
        return value.strip()


@dataclass(slots=True, frozen=True)
class LabelText:
    heading: str
    declaration: str
    warnings: tuple[str, ...]


def _declare(items: list[str]) -> tuple[str, tuple[str, ...]]:
    flagged = {word for item in items for word in item.lower().split() if word in ALLERGENS}
    rendered = [
        " ".join(w.upper() if w.lower() in ALLERGENS else w for w in item.split())
        for item in items
    ]
    declaration = reduce(lambda acc, part: f"{acc}, {part}" if acc else part, rendered, "")
    warnings = tuple(f"Contains {a}." for a in sorted(flagged))
    if any(f in item.lower() for item in items for f in FLAVOURING_WORDS):
        warnings += ("Contains natural flavouring.",)
    return declaration, warnings


@app.post("/labels/check")
def check_label(draft: LabelDraft) -> LabelText:
    items = [i.strip() for i in draft.ingredients.split(",") if i.strip()]
    match Counter(i.lower() for i in items).most_common(1):
        case [(dup, n)] if n > 1:
            raise HTTPException(status_code=422, detail=f"{dup!r} listed {n} times")
        case _:
            pass
    declaration, warnings = _declare(items)
    return LabelText(
        heading=f"{draft.blend} – loose leaf tea, {draft.net_grams} g",
        declaration=f"Ingredients: {declaration}.",
        warnings=warnings,
    )


@app.get("/labels/allergens")
def allergens() -> list[str]:
    return sorted(ALLERGENS)
