// A repair estimates program of the h62 set (cwe-094-code).
package com.spokeandchain.workshop;

import io.micronaut.context.annotation.Value;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.exceptions.HttpStatusException;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;

import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;
import java.util.Map;
import java.util.Optional;

/**
 * Counter staff get a price estimate while the customer is still at the bench. Each job type
 * has a pricing formula maintained by the workshop manager.
 */
@Controller("/estimates")
class RepairEstimateController {

    @Serdeable
    record EstimateRequest(String job, String hours, String partsTotal) {}

    @Serdeable
    record Estimate(String job, double total) {}

    private static final Map<String, String> FORMULAS = Map.of(
            "tune-up", "hours * rate + parts",
            "wheel-true", "Math.max(0.5, hours) * rate + parts",
            "drivetrain", "hours * rate + parts * 1.1",
            "overhaul", "(hours * rate + parts) * 0.95");

    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");
    private final double labourRate;

    RepairEstimateController(@Value("${workshop.labour-rate:62.0}") double labourRate) {
        this.labourRate = labourRate;
    }

    @Post
    @ExecuteOn(TaskExecutors.BLOCKING)
    Estimate estimate(@Body EstimateRequest request) {
        String formula = Optional.ofNullable(FORMULAS.get(request.job()))
                .orElseThrow(() -> new HttpStatusException(HttpStatus.BAD_REQUEST, "unknown job type"));
        return new Estimate(request.job(), evaluate(formula, request));
    }

    private double evaluate(String formula, EstimateRequest request) {
        Bindings bindings = engine.createBindings();
        bindings.put("rate", labourRate);
        bindings.put("hours", amount(request.hours()));
        bindings.put("parts", amount(request.partsTotal()));
        try {
            Object result = engine.eval(formula, bindings);
            return Math.round(((Number) result).doubleValue() * 100.0) / 100.0;
        } catch (ScriptException | ClassCastException e) {
            throw new HttpStatusException(HttpStatus.BAD_REQUEST, "could not price this job");
        }
    }

    private static double amount(String raw) {
        try {
            double value = Double.parseDouble(raw == null ? "" : raw.strip());
            if (!Double.isFinite(value) || value < 0 || value > 100_000) {
                throw new NumberFormatException(raw);
            }
            return value;
        } catch (NumberFormatException e) {
            throw new HttpStatusException(HttpStatus.BAD_REQUEST, "hours and parts must be numbers");
        }
    }
}
