// A wash pricing program of the h60 set (cwe-094-code).
package org.cleanline.laundry.pricing;

import io.javalin.Javalin;
import io.javalin.http.Context;

import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * Price quotes for the counter tablet. Each service has a pricing formula maintained by
 * the owners (they edit them in the admin console as small JavaScript expressions).
 */
class WashQuoteRoutes {

    private static final Map<String, String> FORMULAS = Map.of(
            "wash-fold", "Math.max(minimum, kg * rate)",
            "duvet", "flat + (kg > 3 ? (kg - 3) * rate : 0)",
            "dry-clean", "pieces * rate + (express ? 6.5 : 0)");

    private static final Map<String, Map<String, Object>> TARIFFS = Map.of(
            "wash-fold", Map.of("rate", 2.4, "minimum", 9.0),
            "duvet", Map.of("rate", 1.8, "flat", 14.0),
            "dry-clean", Map.of("rate", 7.9));

    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("nashorn");

    void register(Javalin app) {
        app.get("/quotes/{service}", ctx -> ctx.future(() -> quote(ctx)));
    }

    private CompletableFuture<?> quote(Context ctx) {
        String service = ctx.pathParam("service");
        String kg = Optional.ofNullable(ctx.queryParam("kg")).orElse("0");
        String pieces = Optional.ofNullable(ctx.queryParam("pieces")).orElse("0");
        boolean express = Boolean.parseBoolean(ctx.queryParam("express"));

        return Optional.ofNullable(FORMULAS.get(service))
                .map(formula -> CompletableFuture
                        .supplyAsync(() -> evaluate(formula, TARIFFS.get(service), kg, pieces, express))
                        .thenAccept(price -> ctx.json(Map.of("service", service, "price", price))))
                .orElseGet(() -> {
                    ctx.status(404);
                    return CompletableFuture.completedFuture(null);
                });
    }

    private synchronized BigDecimal evaluate(String formula, Map<String, Object> tariff,
                                             String kg, String pieces, boolean express) {
        Bindings vars = engine.createBindings();
        vars.putAll(tariff);
        vars.put("express", express);
        String script = formula
                .replace("kg", "(" + kg + ")")
                .replace("pieces", "(" + pieces + ")");
        try {
            Object result = engine.eval(script, vars);
            return new BigDecimal(String.valueOf(result)).setScale(2, RoundingMode.HALF_UP);
        } catch (ScriptException | NumberFormatException e) {
            throw new CompletionException(e);
        }
    }
}
