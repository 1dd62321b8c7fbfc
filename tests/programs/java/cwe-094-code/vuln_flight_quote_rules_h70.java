// A flight quote rules program of the h70 set (cwe-094-code).
package nl.luchtreizen.ballooning.quotes;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.expression.EvaluationContext;
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
@RequestMapping("/partners/quotes")
class FlightQuoteController {

    record Adjustment(String label, String formula) {}

    record QuoteRequest(String launchSite, int passengers, int minutes, boolean sunrise, List<Adjustment> adjustments) {}

    record QuoteLine(String label, BigDecimal runningTotal) {}

    record Quote(BigDecimal base, BigDecimal total, List<QuoteLine> lines) {}

    private static final Map<String, BigDecimal> SEAT_PRICE = Map.of(
            "deventer", new BigDecimal("219.00"),
            "zwolle", new BigDecimal("229.00"),
            "apeldoorn", new BigDecimal("239.00"));

    private final ExpressionParser parser = new SpelExpressionParser();

    @PostMapping("/preview")
    ResponseEntity<Quote> preview(@RequestBody QuoteRequest request) {
        BigDecimal seat = SEAT_PRICE.get(request.launchSite());
        if (seat == null || request.passengers() < 1 || request.passengers() > 16) {
            return ResponseEntity.badRequest().build();
        }
        BigDecimal base = seat.multiply(BigDecimal.valueOf(request.passengers()))
                .add(request.sunrise() ? new BigDecimal("45.00") : BigDecimal.ZERO);

        EvaluationContext ctx = new StandardEvaluationContext();
        Map.<String, Object>of(
                "passengers", request.passengers(),
                "minutes", request.minutes(),
                "sunrise", request.sunrise(),
                "base", base).forEach(ctx::setVariable);

        List<Adjustment> adjustments = Optional.ofNullable(request.adjustments()).orElse(List.of());
        BigDecimal[] running = {base};
        List<QuoteLine> lines = adjustments.stream()
                .map(a -> Map.entry(a.label(), parser.parseExpression(a.formula())))
                .map(e -> {
                    ctx.setVariable("price", running[0]);
                    running[0] = evaluate(e.getValue(), ctx, running[0]);
                    return new QuoteLine(e.getKey(), running[0]);
                })
                .toList();

        return ResponseEntity.ok(new Quote(base, running[0].setScale(2, RoundingMode.HALF_UP), lines));
    }

    private static BigDecimal evaluate(Expression expression, EvaluationContext ctx, BigDecimal fallback) {
        return Optional.ofNullable(expression.getValue(ctx, BigDecimal.class)).orElse(fallback);
    }
}
