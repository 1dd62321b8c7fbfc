// Javalin service that computes derived columns for ad-hoc sales reports with a script engine.
package com.acme.analytics;

import io.javalin.Javalin;
import io.javalin.http.Context;

import java.util.Map;
import java.util.Set;
import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;

public class DerivedColumnService {

    private static final Set<String> OPERATORS = Set.of("+", "-", "*", "/");

    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("nashorn");

    private static Map<String, Double> latestTotals() {
        return Map.of("revenue", 1250.0, "cost", 830.0, "units", 42.0, "returns", 3.0);
    }

    private Object compute(String left, String op, String right, Map<String, Double> row) throws ScriptException {
        Bindings bindings = engine.createBindings();
        bindings.putAll(row);
        return engine.eval(left + " " + op + " " + right, bindings);
    }

    void handle(Context ctx) throws ScriptException {
        String left = ctx.queryParam("left");
        String op = ctx.queryParam("op");
        String right = ctx.queryParam("right");
        Map<String, Double> row = latestTotals();
        if (left == null || right == null || op == null
                || !row.containsKey(left) || !row.containsKey(right) || !OPERATORS.contains(op)) {
            ctx.status(400).result("unsupported expression");
            return;
        }
        ctx.json(Map.of("column", left + op + right, "value", compute(left, op, right, row)));
    }

    public static void main(String[] args) {
        DerivedColumnService service = new DerivedColumnService();
        Javalin.create().get("/reports/derived", service::handle).start(7071);
    }
}
