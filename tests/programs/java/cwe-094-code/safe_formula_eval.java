// Play Framework controller that evaluates pricing formulas for the quote calculator.
package controllers;

import java.util.Map;

import javax.inject.Inject;
import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;

import com.fasterxml.jackson.databind.JsonNode;

import play.libs.Json;
import play.mvc.Controller;
import play.mvc.Http;
import play.mvc.Result;

public class QuoteController extends Controller {

    private static final Map<String, String> FORMULAS = Map.of(
            "standard", "base * qty",
            "discounted", "base * qty * (1 - discount)",
            "bulk", "qty >= 100 ? base * qty * 0.85 : base * qty");

    private final ScriptEngine engine;

    @Inject
    public QuoteController() {
        this.engine = new ScriptEngineManager().getEngineByName("nashorn");
    }

    public Result calculate(Http.Request request) {
        JsonNode body = request.body().asJson();
        if (body == null) {
            return badRequest("expected JSON body");
        }
        String formula = FORMULAS.get(body.path("formula").asText("standard"));
        if (formula == null) {
            return badRequest("unknown formula");
        }
        Bindings vars = engine.createBindings();
        vars.put("base", body.path("base").asDouble(0.0));
        vars.put("qty", body.path("qty").asInt(1));
        vars.put("discount", body.path("discount").asDouble(0.0));
        try {
            Object total = engine.eval(formula, vars);
            return ok(Json.newObject().put("total", String.valueOf(total)));
        } catch (ScriptException e) {
            return badRequest("formula could not be evaluated");
        }
    }
}
