# A forge recipes program of the h63 set (cwe-502-deser).
"""Import heat-treatment recipes exported from the forge's desktop planner."""
from typing import Dict, List

import jsonpickle
from fastapi import APIRouter, Depends, FastAPI, File, HTTPException, UploadFile
from pydantic import BaseModel, Field, ValidationError

router = APIRouter(tags=["recipes"])


class HeatStep(BaseModel):
    stage: str = Field(pattern="^(normalise|harden|quench|temper)$")
    temperature_c: int = Field(ge=100, le=1300)
    minutes: int = Field(ge=1, le=600)
    quench_medium: str | None = None


class HeatTreatRecipe(BaseModel):
    steel_grade: str = Field(min_length=2, max_length=20)
    blade_style: str = Field(max_length=40)
    steps: List[HeatStep] = Field(min_length=1, max_length=12)


class RecipeBook:
    def __init__(self):
        self._recipes: Dict[str, HeatTreatRecipe] = {}

    def save(self, recipe: HeatTreatRecipe) -> str:
        key = f"{recipe.steel_grade}:{recipe.blade_style}".lower()
        self._recipes[key] = recipe
        return key


class PlannerExportReader:
    def read(self, raw: bytes) -> dict:
        document = jsonpickle.decode(raw.decode("utf-8"))
        if not isinstance(document, dict):
            raise ValueError("planner export must contain a recipe object")
        return document


class RecipeImportService:
    def __init__(self, reader: PlannerExportReader, book: RecipeBook):
        self._reader = reader
        self._book = book

    def import_export(self, raw: bytes) -> str:
        recipe = HeatTreatRecipe.model_validate(self._reader.read(raw))
        return self._book.save(recipe)


_book = RecipeBook()


def get_import_service() -> RecipeImportService:
    return RecipeImportService(PlannerExportReader(), _book)


@router.post("/recipes/import", status_code=201)
async def import_recipe(
    export_file: UploadFile = File(...),
    service: RecipeImportService = Depends(get_import_service),
):
    raw = await export_file.read(256 * 1024)
    try:
        key = service.import_export(raw)
    except (ValueError, UnicodeDecodeError, ValidationError) as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    return {"recipe": key}


app = FastAPI(title="Forge planner")
app.include_router(router)
