# FastAPI endpoint that searches the product catalogue by brand using SQLAlchemy.
import os

from fastapi import Depends, FastAPI, Query
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

engine = create_engine(os.environ.get("DATABASE_URL", "postgresql+psycopg2://localhost/catalog"))
SessionLocal = sessionmaker(bind=engine)
app = FastAPI()


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


class ProductRepository:
    def __init__(self, db: Session):
        self.db = db

    def by_brand(self, brand: str, limit: int):
        stmt = text(
            "SELECT id, name, price FROM products "
            f"WHERE brand = '{brand}' AND active = true "
            "ORDER BY name LIMIT :limit"
        )
        rows = self.db.execute(stmt, {"limit": limit})
        return [dict(r._mapping) for r in rows]


@app.get("/products")
def search_products(
    brand: str = Query(..., min_length=1, max_length=64),
    limit: int = Query(20, ge=1, le=100),
    db: Session = Depends(get_db),
):
    repo = ProductRepository(db)
    return {"brand": brand, "items": repo.by_brand(brand.strip(), limit)}
