# A trampoline park competition jump scoring formula program of the h76 set (cwe-094-code).
import ast
import math
import operator

from flask import Flask, jsonify, request

app = Flask(__name__)

BINARY_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}
FUNCTIONS = {"min": min, "max": max, "round": round, "sqrt": math.sqrt}


def evaluate_expression(expression: str, variables: dict) -> float:
    def walk(node):
        if isinstance(node, ast.Expression):
            return walk(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return node.value
        if isinstance(node, ast.Name) and node.id in variables:
            return variables[node.id]
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -walk(node.operand)
        if isinstance(node, ast.BinOp) and type(node.op) in BINARY_OPS:
            return BINARY_OPS[type(node.op)](walk(node.left), walk(node.right))
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in FUNCTIONS and not node.keywords):
            return FUNCTIONS[node.func.id](*[walk(arg) for arg in node.args])
        raise ValueError(f"unsupported element in formula: {type(node).__name__}")

    try:
        tree = ast.parse(expression, mode="eval")
    except SyntaxError as exc:
        raise ValueError("formula is not valid") from exc
    return float(walk(tree))


class FormulaScorer:
    def __init__(self, evaluate, default_formula: str):
        self.evaluate = evaluate
        self.formulas = {"default": default_formula}

    def register(self, event: str, formula: str) -> None:
        if len(formula) > 200:
            raise ValueError("formula too long")
        self.formulas[event] = formula

    def score(self, event: str, jump: dict) -> float:
        formula = self.formulas.get(event, self.formulas["default"])
        variables = {
            "difficulty": float(jump.get("difficulty", 0)),
            "execution": float(jump.get("execution", 0)),
            "flight_time": float(jump.get("flight_time", 0)),
            "displacement": float(jump.get("displacement", 0)),
        }
        return round(self.evaluate(formula, variables), 3)


scorer = FormulaScorer(evaluate_expression, "difficulty + execution + flight_time - displacement")


@app.put("/events/<event>/formula")
def set_formula(event):
    formula = request.get_json(force=True).get("formula", "")
    try:
        scorer.register(event, formula)
    except ValueError as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(event=event, formula=formula)


@app.post("/events/<event>/score")
def score_routine(event):
    jumps = request.get_json(force=True).get("jumps", [])
    try:
        scores = [scorer.score(event, jump) for jump in jumps]
    except (ValueError, ZeroDivisionError, TypeError) as exc:
        return jsonify(error=f"cannot score routine: {exc}"), 422
    return jsonify(event=event, scores=scores, total=round(sum(scores), 3))


if __name__ == "__main__":
    app.run(port=8067)
