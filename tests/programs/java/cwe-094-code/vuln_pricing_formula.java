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

    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("js");

    @POST
    public Map<String, Object> price(QuoteRequest request) {
        if (request.formula == null || request.formula.length() > 500) {
            throw new BadRequestException("formula missing or too long");
        }
        Bindings vars = engine.createBindings();
        vars.put("listPrice", request.listPrice);
        vars.put("quantity", request.quantity);
        return Map.of("total", evaluate(request.formula, vars));
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
