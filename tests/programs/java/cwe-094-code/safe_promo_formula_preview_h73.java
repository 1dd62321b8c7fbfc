// A promo formula preview program of the h73 set (cwe-094-code).
package com.hocuspocusemporium.pricing;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.Normalizer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.springframework.expression.EvaluationContext;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class BundleFormulaController {

    // formulas may use #price, #qty, numbers and arithmetic, e.g. "#price * #qty * 0.85"
    private static final Pattern FORMULA = Pattern.compile("(?:#price|#qty|[0-9.+\\-*/() ])+");
    private static final List<Integer> SAMPLE_QUANTITIES = List.of(1, 2, 3, 5, 10);

    private final ExpressionParser parser = new SpelExpressionParser();
    private final ObjectMapper mapper = new ObjectMapper();

    /** Body: {"sku": "CARD-BICYCLE-RED", "unitPrice": "4.95", "formula": "#price * #qty * 0.9"} */
    @PostMapping(value = "/franchise/bundles/preview", consumes = "application/json")
    public ResponseEntity<?> preview(@RequestBody String body) throws Exception {
        JsonNode json = mapper.readTree(body);
        String sku = json.path("sku").asText("").strip();
        BigDecimal unitPrice = new BigDecimal(json.path("unitPrice").asText("0").strip());

        // store managers paste formulas from spreadsheets, which bring full-width digits and odd spaces
        String formula = Normalizer.normalize(json.path("formula").asText(""), Normalizer.Form.NFKC)
                .replace('\u00a0', ' ')
                .strip();
        if (formula.isEmpty() || formula.length() > 200 || !FORMULA.matcher(formula).matches()) {
            return ResponseEntity.badRequest().body(Map.of("error", "formula may only use #price, #qty and arithmetic"));
        }

        Expression expression = parser.parseExpression(formula);
        Map<String, String> table = new LinkedHashMap<>();
        for (int qty : SAMPLE_QUANTITIES) {
            EvaluationContext ctx = newContext();
            ctx.setVariable("price", unitPrice);
            ctx.setVariable("qty", qty);
            Object value = expression.getValue(ctx);
            BigDecimal total = new BigDecimal(String.valueOf(value)).setScale(2, RoundingMode.HALF_UP);
            table.put(qty + " x " + sku, total.toPlainString());
        }
        return ResponseEntity.ok(Map.of("sku", sku, "formula", formula, "preview", table));
    }

    private EvaluationContext newContext() {
        return SimpleEvaluationContext.forReadOnlyDataBinding().build();
    }
}
