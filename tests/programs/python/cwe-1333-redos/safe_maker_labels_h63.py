# A maker labels program of the h63 set (cwe-1333-redos).
"""Registry of violins and their maker's labels for a luthiers' guild."""
import re
from datetime import date
from typing import Dict, List

from fastapi import APIRouter, Depends, FastAPI, HTTPException
from pydantic import BaseModel, Field, field_validator

# A maker's label reads like "Giovanni Battista Guadagnini fecit Taurini 1775"
LABEL_PATTERN = re.compile(r"^[A-Za-z]+(?: [A-Za-z]+)* \d{4}$")

router = APIRouter(tags=["instruments"])


class InstrumentRegistration(BaseModel):
    instrument_type: str = Field(pattern="^(violin|viola|cello)$")
    label_text: str = Field(min_length=8, max_length=160)
    body_length_mm: int = Field(ge=300, le=800)
    owner_email: str = Field(max_length=120)

    @field_validator("label_text")
    @classmethod
    def label_must_end_with_year(cls, value: str) -> str:
        if not LABEL_PATTERN.match(value):
            raise ValueError("label must be words followed by a four digit year")
        return value

    @property
    def label_year(self) -> int:
        return int(self.label_text[-4:])


class InstrumentRegistry:
    def __init__(self):
        self._entries: Dict[int, InstrumentRegistration] = {}

    def add(self, registration: InstrumentRegistration) -> int:
        number = len(self._entries) + 1
        self._entries[number] = registration
        return number

    def by_decade(self, decade: int) -> List[InstrumentRegistration]:
        return [r for r in self._entries.values() if r.label_year // 10 * 10 == decade]


class RegistrationService:
    def __init__(self, registry: InstrumentRegistry):
        self._registry = registry

    def register(self, registration: InstrumentRegistration) -> dict:
        if registration.label_year > date.today().year:
            raise HTTPException(status_code=422, detail="label year lies in the future")
        number = self._registry.add(registration)
        return {"registry_number": f"LG-{number:05d}", "label_year": registration.label_year}


_registry = InstrumentRegistry()


def get_service() -> RegistrationService:
    return RegistrationService(_registry)


@router.post("/instruments", status_code=201)
def register_instrument(body: InstrumentRegistration, service: RegistrationService = Depends(get_service)):
    return service.register(body)


@router.get("/instruments/decades/{decade}")
def instruments_of_decade(decade: int, service: RegistrationService = Depends(get_service)):
    return [r.model_dump(exclude={"owner_email"}) for r in _registry.by_decade(decade)]


app = FastAPI(title="Luthiers guild registry")
app.include_router(router)
