# A glass commissions program of the h63 set (cwe-942-cors).
"""Commission tracker for a stained glass studio; the customer portal calls this API."""
import os
from datetime import date
from typing import Dict, List

from fastapi import APIRouter, Cookie, Depends, FastAPI, HTTPException
from fastapi.middleware.cors import CORSMiddleware
from pydantic import BaseModel, Field


class Settings:
    def __init__(self):
        self.portal_origins: List[str] = [
            origin.strip()
            for origin in os.environ.get("PORTAL_ORIGINS", "https://portal.lumen-glass.example").split(",")
            if origin.strip()
        ]


class Commission(BaseModel):
    reference: str
    title: str
    window_width_cm: int = Field(gt=0)
    window_height_cm: int = Field(gt=0)
    stage: str
    deposit_paid_eur: float
    due: date


class SessionStore:
    def __init__(self):
        self._sessions: Dict[str, str] = {}

    def customer_for(self, session_id: str | None) -> str:
        customer = self._sessions.get(session_id or "")
        if customer is None:
            raise HTTPException(status_code=401, detail="please sign in to the portal")
        return customer


class CommissionRepository:
    def __init__(self):
        self._by_customer: Dict[str, List[Commission]] = {}

    def for_customer(self, customer_id: str) -> List[Commission]:
        return self._by_customer.get(customer_id, [])


class CommissionService:
    def __init__(self, sessions: SessionStore, repository: CommissionRepository):
        self._sessions = sessions
        self._repository = repository

    def commissions(self, session_id: str | None) -> List[Commission]:
        return self._repository.for_customer(self._sessions.customer_for(session_id))


_service = CommissionService(SessionStore(), CommissionRepository())


def get_service() -> CommissionService:
    return _service


router = APIRouter(tags=["commissions"])


@router.get("/me/commissions", response_model=List[Commission])
def my_commissions(
    lumen_session: str | None = Cookie(default=None),
    service: CommissionService = Depends(get_service),
):
    return service.commissions(lumen_session)


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings()
    app = FastAPI(title="Lumen Glass commissions")
    app.add_middleware(
        CORSMiddleware,
        allow_origins=["*"],
        allow_credentials=True,
        allow_methods=["GET"],
        allow_headers=["Content-Type"],
    )
    app.include_router(router)
    return app


app = create_app()
