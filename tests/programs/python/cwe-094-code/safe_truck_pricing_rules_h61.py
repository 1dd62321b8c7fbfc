# A truck pricing rules program of the h61 set (cwe-094-code).
"""Daily menu pricing for the food-truck fleet.

Franchise operators upload pricing rules as JSON to the pricing bucket, e.g.
    [{"item": "brisket-taco", "expression": "base * 1.15 + event_surcharge"}]
An S3-triggered Lambda evaluates each rule against the base price list and
stores the resulting prices for the trucks' point-of-sale tablets.
"""
import ast
import json
import operator
import urllib.parse
from abc import ABC, abstractmethod
from dataclasses import dataclass
from decimal import Decimal

import boto3
from boto3.dynamodb.conditions import Key

MAX_EXPRESSION_LENGTH = 200
BINARY_OPERATORS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


@dataclass(frozen=True)
class PricingRule:
    item: str
    expression: str


class RuleValidator:
    def __init__(self, menu: set[str]):
        self._menu = menu

    def accept(self, rule: PricingRule) -> bool:
        return rule.item in self._menu and 0 < len(rule.expression) <= MAX_EXPRESSION_LENGTH


class ExpressionEvaluator(ABC):
    @abstractmethod
    def evaluate(self, expression: str, variables: dict[str, float]) -> float:
        ...


class RuleExpressionEvaluator(ExpressionEvaluator):
    def evaluate(self, expression: str, variables: dict[str, float]) -> float:
        tree = ast.parse(expression, mode="eval")
        return float(self._walk(tree.body, variables))

    def _walk(self, node: ast.AST, variables: dict[str, float]) -> float:
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return node.value
        if isinstance(node, ast.Name) and node.id in variables:
            return variables[node.id]
        if isinstance(node, ast.BinOp) and type(node.op) in BINARY_OPERATORS:
            return BINARY_OPERATORS[type(node.op)](self._walk(node.left, variables), self._walk(node.right, variables))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -self._walk(node.operand, variables)
        raise ValueError(f"pricing rules may not contain {type(node).__name__}")


class PriceBook:
    def __init__(self, table):
        self._table = table

    def base_prices(self, truck_id: str) -> dict[str, float]:
        items = self._table.query(KeyConditionExpression=Key("truck_id").eq(truck_id))["Items"]
        return {row["item"]: float(row["base_price"]) for row in items}

    def store_price(self, truck_id: str, item: str, price: float) -> None:
        self._table.update_item(
            Key={"truck_id": truck_id, "item": item},
            UpdateExpression="SET today_price = :p",
            ExpressionAttributeValues={":p": Decimal(str(round(price, 2)))},
        )


class PricingEngine:
    def __init__(self, book: PriceBook, evaluator: ExpressionEvaluator):
        self._book = book
        self._evaluator = evaluator

    def apply(self, truck_id: str, rules: list[PricingRule], surcharge: float) -> int:
        prices = self._book.base_prices(truck_id)
        validator = RuleValidator(set(prices))
        applied = 0
        for rule in rules:
            if not validator.accept(rule):
                continue
            variables = {"base": prices[rule.item], "event_surcharge": surcharge}
            self._book.store_price(truck_id, rule.item, self._evaluator.evaluate(rule.expression, variables))
            applied += 1
        return applied


_s3 = boto3.client("s3")
_engine = PricingEngine(PriceBook(boto3.resource("dynamodb").Table("truck-prices")), RuleExpressionEvaluator())


def lambda_handler(event, context):
    total = 0
    for record in event["Records"]:
        bucket = record["s3"]["bucket"]["name"]
        key = urllib.parse.unquote_plus(record["s3"]["object"]["key"])
        truck_id = key.split("/")[0]
        document = json.loads(_s3.get_object(Bucket=bucket, Key=key)["Body"].read())
        rules = [PricingRule(str(r["item"]), str(r["expression"])) for r in document["rules"]]
        total += _engine.apply(truck_id, rules, float(document.get("eventSurcharge", 0)))
    return {"applied": total}
