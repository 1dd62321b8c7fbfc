// Energy billing endpoint that evaluates tariff formulas for a meter reading.
package energy.voltshare.billing;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.function.BiFunction;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/tariffs")
public class TariffFormulaController {

    public record Reading(String tariff, double kwh, double peakKwh) {}

    private final ExpressionParser parser = new SpelExpressionParser();

    private final BiFunction<Expression, Reading, Double> evaluate = (expr, r) -> {
        StandardEvaluationContext ctx = new StandardEvaluationContext();
        ctx.setVariable("kwh", r.kwh());
        ctx.setVariable("peak", r.peakKwh());
        return expr.getValue(ctx, Double.class);
    };

    @PostMapping("/quote")
    public ResponseEntity<BigDecimal> quote(@RequestBody Reading reading) {
        if (reading.tariff() == null || reading.tariff().isBlank()) {
            return ResponseEntity.badRequest().build();
        }
        Expression expr = parser.parseExpression(reading.tariff());
        Double amount = evaluate.apply(expr, reading);
        return ResponseEntity.ok(BigDecimal.valueOf(amount).setScale(2, RoundingMode.HALF_UP));
    }
}
