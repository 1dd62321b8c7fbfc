# A bake product search program of the h61 set (cwe-1333-redos).
"""Product search for the bakery's wholesale ordering app (GraphQL).

Cafés that buy from the bakery search the daily bake list by name:
    { products(nameContains: "sourdough") { sku name priceCents } }
"""
import os
import re

import graphene
from graphql import GraphQLError
from sqlalchemy import Boolean, Integer, String, create_engine, select
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

MAX_TERM_LENGTH = 100


class Base(DeclarativeBase):
    pass


class Product(Base):
    __tablename__ = "products"

    sku: Mapped[str] = mapped_column(String(16), primary_key=True)
    name: Mapped[str] = mapped_column(String(120))
    price_cents: Mapped[int] = mapped_column(Integer)
    baked_today: Mapped[bool] = mapped_column(Boolean, default=True)


class ProductRepository:
    def __init__(self, engine):
        self._engine = engine

    def baked_today(self) -> list[Product]:
        with Session(self._engine) as session:
            return list(session.scalars(select(Product).where(Product.baked_today.is_(True))))


class SearchTermValidator:
    def check(self, term: str) -> str:
        term = term.strip()
        if not term or len(term) > MAX_TERM_LENGTH:
            raise GraphQLError(f"search term must be 1-{MAX_TERM_LENGTH} characters")
        return term


class ProductSearch:
    def __init__(self, repository: ProductRepository, validator: SearchTermValidator):
        self._repository = repository
        self._validator = validator

    def matching(self, term: str) -> list[Product]:
        pattern = re.compile(self._validator.check(term), re.IGNORECASE)
        return [product for product in self._repository.baked_today() if pattern.search(product.name)]


class ProductType(graphene.ObjectType):
    sku = graphene.String()
    name = graphene.String()
    price_cents = graphene.Int()


class Query(graphene.ObjectType):
    products = graphene.List(ProductType, name_contains=graphene.String(required=True))

    def resolve_products(root, info, name_contains):
        search: ProductSearch = info.context["product_search"]
        return [
            ProductType(sku=p.sku, name=p.name, price_cents=p.price_cents) for p in search.matching(name_contains)
        ]


schema = graphene.Schema(query=Query)
_engine = create_engine(os.environ["BAKERY_DB_URL"])
_search = ProductSearch(ProductRepository(_engine), SearchTermValidator())


def execute(document: str, variables: dict | None = None):
    return schema.execute(document, variable_values=variables, context_value={"product_search": _search})
