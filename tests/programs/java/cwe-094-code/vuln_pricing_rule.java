// Spring MVC endpoint that previews a discount rule against a sample cart before it is saved.
package com.acme.pricing.web;

import java.math.BigDecimal;
import java.util.Map;

import org.springframework.expression.EvaluationContext;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class DiscountPreviewController {

    public record PreviewRequest(String formula, BigDecimal rate, BigDecimal cartTotal, int itemCount) {}

    private final ExpressionParser parser = new SpelExpressionParser();

    private EvaluationContext contextFor(PreviewRequest req) {
        StandardEvaluationContext ctx = new StandardEvaluationContext();
        ctx.setVariable("total", req.cartTotal());
        ctx.setVariable("items", req.itemCount());
        ctx.setVariable("rate", req.rate());
        return ctx;
    }

    private String expressionFor(PreviewRequest req) {
        String formula = req.formula() == null ? "" : req.formula().trim();
        return formula.isEmpty() ? "#total * #rate / 100" : formula;
    }

    @PostMapping("/pricing/preview")
    public Map<String, Object> preview(@RequestBody PreviewRequest req) {
        Expression expr = parser.parseExpression(expressionFor(req));
        Object discount = expr.getValue(contextFor(req));
        return Map.of("discount", String.valueOf(discount), "itemCount", req.itemCount());
    }
}
