// Spring Boot endpoint that filters invoice rows using a caller-supplied SpEL predicate.
package com.acme.billing.reports;

import java.math.BigDecimal;
import java.util.List;
import java.util.stream.Collectors;

import org.springframework.expression.EvaluationContext;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class InvoiceFilterController {

    public record Invoice(String number, String customer, BigDecimal amount, boolean paid) {}

    private final ExpressionParser parser = new SpelExpressionParser();
    private final InvoiceSource source;

    public InvoiceFilterController(InvoiceSource source) {
        this.source = source;
    }

    @GetMapping("/reports/invoices")
    public List<Invoice> filter(@RequestParam(name = "where", defaultValue = "true") String where) {
        if (where.length() > 500) {
            throw new IllegalArgumentException("filter too long");
        }
        Expression predicate = parser.parseExpression(where);
        return source.all().stream()
                .filter(inv -> matches(predicate, inv))
                .collect(Collectors.toList());
    }

    private static boolean matches(Expression predicate, Invoice invoice) {
        EvaluationContext ctx = new StandardEvaluationContext(invoice);
        Boolean ok = predicate.getValue(ctx, Boolean.class);
        return Boolean.TRUE.equals(ok);
    }

    public interface InvoiceSource {
        List<Invoice> all();
    }
}
