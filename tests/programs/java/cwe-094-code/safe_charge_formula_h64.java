// A charge formula program of the h64 set (cwe-094-code).
package com.emberandstar.pyro.design;

import org.springframework.expression.EvaluationContext;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.ParseException;
import org.springframework.expression.spel.SpelEvaluationException;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Show designers describe the lift charge of each shell in a cue sheet with a
 * small formula over the shell's properties, e.g. "caliberMm * 0.09 + starMassG / 40".
 */
@RestController
class LiftChargeController {

    private final ExpressionParser parser = new SpelExpressionParser();

    public static class Shell {
        private String cue;
        private int caliberMm;
        private double starMassG;
        private double burstMassG;
        private String formula;

        public String getCue() { return cue; }
        public void setCue(String cue) { this.cue = cue; }
        public int getCaliberMm() { return caliberMm; }
        public void setCaliberMm(int caliberMm) { this.caliberMm = caliberMm; }
        public double getStarMassG() { return starMassG; }
        public void setStarMassG(double starMassG) { this.starMassG = starMassG; }
        public double getBurstMassG() { return burstMassG; }
        public void setBurstMassG(double burstMassG) { this.burstMassG = burstMassG; }
        public String getFormula() { return formula; }
        public void setFormula(String formula) { this.formula = formula; }
    }

    public record CueSheet(String show, List<Shell> shells) {}

    @PostMapping("/cue-sheets/lift-charges")
    public Map<String, Object> liftCharges(@RequestBody CueSheet sheet) {
        Map<String, Object> charges = new LinkedHashMap<>();
        double total = 0;
        for (Shell shell : sheet.shells()) {
            String formula = shell.getFormula() == null ? "caliberMm * 0.1" : shell.getFormula();
            if (formula.length() > 120) {
                charges.put(shell.getCue(), "formula too long");
                continue;
            }
            try {
                Expression exp = parser.parseExpression(formula);
                EvaluationContext ctx = SimpleEvaluationContext.forReadOnlyDataBinding()
                        .withRootObject(shell)
                        .build();
                Double grams = exp.getValue(ctx, Double.class);
                double rounded = Math.round((grams == null ? 0 : grams) * 10) / 10.0;
                charges.put(shell.getCue(), rounded);
                total += rounded;
            } catch (ParseException | SpelEvaluationException e) {
                charges.put(shell.getCue(), "formula error");
            }
        }
        return Map.of("show", sheet.show(), "charges", charges, "totalLiftG", total);
    }
}
