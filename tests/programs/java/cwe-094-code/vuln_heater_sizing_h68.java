// A heater sizing program of the h68 set (cwe-094-code).
// sauna builders: sizes the heater for a cabin using preset or dealer-supplied kW formulas
package fi.kiuaspaja.sizing;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.expression.EvaluationContext;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;

import java.util.List;
import java.util.Map;
import java.util.Optional;

@SpringBootApplication
public class HeaterSizingApp {
    public static void main(String[] args) {
        SpringApplication.run(HeaterSizingApp.class, args);
    }
}

record Cabin(double widthM, double depthM, double heightM, double glassM2, double stoneWallM2, boolean logWalls) {
    Cabin {
        if (widthM <= 0 || depthM <= 0 || heightM <= 0) {
            throw new IllegalArgumentException("cabin dimensions must be positive");
        }
    }

    double volume() {
        return widthM * depthM * heightM;
    }
}

record SizingRequest(Cabin cabin, String preset, String formula) {}

record SizingResult(double kilowatts, String formulaUsed, List<Integer> suggestedModels) {}

@RestController
class HeaterSizingController {

    private static final Map<String, String> PRESETS = Map.of(
            "finnish", "#volume * 1.0 + #glass * 1.2 + #stone * 1.2",
            "log", "#volume * 1.5 + #glass * 1.2",
            "infrared-hybrid", "#volume * 0.8 + #glass * 0.9");

    private static final List<Integer> HEATER_MODELS_KW = List.of(45, 60, 80, 90, 105, 120, 150, 180);

    private final ExpressionParser parser = new SpelExpressionParser();

    @PostMapping("/sizing")
    Mono<SizingResult> size(@RequestBody Mono<SizingRequest> body) {
        return body.map(req -> {
            var formula = Optional.ofNullable(req.formula())
                    .filter(f -> !f.isBlank())
                    .or(() -> Optional.ofNullable(req.preset()).map(PRESETS::get))
                    .orElseGet(() -> PRESETS.get(req.cabin().logWalls() ? "log" : "finnish"));

            var kw = evaluate(formula, req.cabin());
            var models = HEATER_MODELS_KW.stream()
                    .filter(tenths -> tenths / 10.0 >= kw)
                    .limit(3)
                    .toList();
            return new SizingResult(Math.round(kw * 10) / 10.0, formula, models);
        });
    }

    private double evaluate(String formula, Cabin cabin) {
        EvaluationContext ctx = new StandardEvaluationContext();
        Map.of("volume", cabin.volume(),
               "glass", cabin.glassM2(),
               "stone", cabin.stoneWallM2(),
               "height", cabin.heightM())
           .forEach(ctx::setVariable);

        var value = parser.parseExpression(formula).getValue(ctx, Double.class);
        return Optional.ofNullable(value)
                .filter(v -> v > 0 && v < 60)
                .orElseThrow(() -> new IllegalArgumentException("formula produced an implausible load"));
    }
}
