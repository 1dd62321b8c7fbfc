// Quarkus resource that evaluates a discount pricing formula for a quote request
package com.acme.quotes.api;

import java.math.BigDecimal;
import java.util.Map;

import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;

import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

@Path("/quotes/price")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
class PricingFormulaResource {

    public static class QuoteRequest {
        public String formula;
        public double listPrice;
        public int quantity;
    }

    private static final Map<String, String> FORMULAS = Map.of(
            "standard", "listPrice * quantity",
            "volume", "listPrice * quantity * (quantity >= 100 ? 0.85 : quantity >= 20 ? 0.93 : 1)",
            "partner", "listPrice * quantity * 0.80");

    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("js");

    @POST
    public Map<String, Object> price(QuoteRequest request) {
        String script = request.formula == null ? null : FORMULAS.get(request.formula);
        if (script == null) {
            throw new BadRequestException("unknown formula");
        }
        Bindings vars = engine.createBindings();
        vars.put("listPrice", request.listPrice);
        vars.put("quantity", request.quantity);
        return Map.of("total", evaluate(script, vars));
    }

    private BigDecimal evaluate(String script, Bindings vars) {
        try {
            Object result = engine.eval(script, vars);
            return new BigDecimal(String.valueOf(result));
        } catch (ScriptException | NumberFormatException e) {
            throw new BadRequestException("formula could not be evaluated");
        }
    }
}
