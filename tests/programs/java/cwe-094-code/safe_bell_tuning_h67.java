// A bell tuning program of the h67 set (cwe-094-code).
// bell founders: evaluate a tuner's partial-frequency formula against a bell's measured hum note
package uk.foundry.tuning;

import jakarta.validation.Valid;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import java.util.Map;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.expression.EvaluationContext;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@SpringBootApplication
public class TuningBenchApplication {
    public static void main(String[] args) {
        SpringApplication.run(TuningBenchApplication.class, args);
    }
}

record BellMeasurement(double hum, double prime, double tierce, double quint, double nominal) {
}

record PartialFormulaRequest(
        @NotBlank @Size(max = 160) String formula,
        @DecimalMin("50.0") @DecimalMax("2000.0") double hum,
        @DecimalMin("50.0") @DecimalMax("4000.0") double prime,
        @DecimalMin("50.0") @DecimalMax("4000.0") double tierce,
        @DecimalMin("50.0") @DecimalMax("6000.0") double quint,
        @DecimalMin("50.0") @DecimalMax("8000.0") double nominal) {

    BellMeasurement measurement() {
        return new BellMeasurement(hum, prime, tierce, quint, nominal);
    }
}

@Service
class PartialCalculator {

    private final ExpressionParser parser = new SpelExpressionParser();

    double evaluate(String formula, BellMeasurement bell) {
        Expression expression = parser.parseExpression(formula);
        EvaluationContext context = SimpleEvaluationContext.forReadOnlyDataBinding()
                .withRootObject(bell)
                .build();
        Double value = expression.getValue(context, Double.class);
        if (value == null || value.isNaN() || value.isInfinite()) {
            throw new IllegalArgumentException("Formula did not produce a frequency");
        }
        return value;
    }
}

@RestController
@RequestMapping("/tuning")
class TuningController {

    private final PartialCalculator calculator;

    TuningController(PartialCalculator calculator) {
        this.calculator = calculator;
    }

    @PostMapping("/partials/evaluate")
    Map<String, Object> evaluate(@Valid @RequestBody PartialFormulaRequest request) {
        double hz = calculator.evaluate(request.formula(), request.measurement());
        double cents = 1200 * Math.log(hz / request.hum()) / Math.log(2);
        return Map.of("formula", request.formula(), "hertz", hz, "centsAboveHum", cents);
    }
}
