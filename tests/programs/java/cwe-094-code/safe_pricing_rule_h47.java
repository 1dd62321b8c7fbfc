// Micronaut controller that computes a quote by applying a discount rule with a script engine.
package com.acme.pricing;

import java.util.Map;

import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.serde.annotation.Serdeable;

@Controller("/pricing")
public class QuoteController {

    @Serdeable
    public record QuoteRequest(double amount, String discountRule, String currency) {}

    @Serdeable
    public record Quote(double total, String currency) {}

    private static final Map<String, String> RULES = Map.of(
            "none", "amount",
            "staff", "amount * 0.7",
            "bulk", "amount > 1000 ? amount * 0.9 : amount",
            "gross", "amount * (1 + vatRate)");

    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("nashorn");

    @Post("/quote")
    public HttpResponse<Quote> quote(@Body QuoteRequest request) {
        if (request.amount() <= 0) {
            return HttpResponse.badRequest();
        }
        String rule = RULES.get(request.discountRule() == null ? "none" : request.discountRule());
        if (rule == null) {
            return HttpResponse.badRequest();
        }
        try {
            double total = applyRule(rule, request.amount());
            return HttpResponse.ok(new Quote(total, request.currency()));
        } catch (ScriptException | ClassCastException e) {
            return HttpResponse.badRequest();
        }
    }

    private double applyRule(String rule, double amount) throws ScriptException {
        Bindings bindings = engine.createBindings();
        bindings.putAll(Map.of("amount", amount, "vatRate", 0.2));
        Object result = engine.eval(rule, bindings);
        return ((Number) result).doubleValue();
    }
}
