// Spring service and controller that apply user-defined filter expressions to report rows
package com.acme.reports.filter;

import java.util.List;
import java.util.stream.Collectors;

import org.springframework.expression.EvaluationContext;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@Service
class ReportFilterService {

    private final ExpressionParser parser = new SpelExpressionParser();

    private EvaluationContext contextFor(ReportRow row) {
        return new StandardEvaluationContext(row);
    }

    List<ReportRow> apply(List<ReportRow> rows, String expression) {
        Expression expr = parser.parseExpression(expression);
        return rows.stream()
                .filter(row -> Boolean.TRUE.equals(expr.getValue(contextFor(row), Boolean.class)))
                .collect(Collectors.toList());
    }
}

class ReportRow {
    private String region;
    private String product;
    private double revenue;

    public String getRegion() { return region; }
    public void setRegion(String region) { this.region = region; }
    public String getProduct() { return product; }
    public void setProduct(String product) { this.product = product; }
    public double getRevenue() { return revenue; }
    public void setRevenue(double revenue) { this.revenue = revenue; }
}

record FilterRequest(String expression, List<ReportRow> rows) {}

@RestController
class ReportFilterController {

    private final ReportFilterService service;

    ReportFilterController(ReportFilterService service) {
        this.service = service;
    }

    @PostMapping("/reports/filter")
    List<ReportRow> filter(@RequestBody FilterRequest request) {
        return service.apply(request.rows(), request.expression());
    }
}
