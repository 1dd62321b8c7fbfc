// Spring service that previews community-authored damage formulas for a game's modding workshop
package gg.forge.workshop;

import java.util.Map;
import org.springframework.expression.EvaluationContext;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

class UnitStats {
    private final int attack;
    private final int level;
    private final double critChance;

    UnitStats(int attack, int level, double critChance) {
        this.attack = attack;
        this.level = level;
        this.critChance = critChance;
    }

    public int getAttack() { return attack; }
    public int getLevel() { return level; }
    public double getCritChance() { return critChance; }
}

record FormulaPreviewRequest(String formula, int attack, int level, double critChance) {}

record FormulaPreviewResult(boolean ok, double damage, String error) {}

@Service
class FormulaPreviewService {
    private final ExpressionParser parser = new SpelExpressionParser();

    FormulaPreviewResult preview(FormulaPreviewRequest req) {
        if (req.formula() == null || req.formula().length() > 200) {
            return new FormulaPreviewResult(false, 0, "formula missing or too long");
        }
        UnitStats stats = new UnitStats(req.attack(), req.level(), req.critChance());
        EvaluationContext context = SimpleEvaluationContext.forReadOnlyDataBinding().build();
        try {
            Expression expr = parser.parseExpression(req.formula());
            Double value = expr.getValue(context, stats, Double.class);
            return new FormulaPreviewResult(true, value == null ? 0 : value, null);
        } catch (RuntimeException e) {
            return new FormulaPreviewResult(false, 0, e.getMessage());
        }
    }
}

@RestController
class WorkshopController {
    private final FormulaPreviewService service;

    WorkshopController(FormulaPreviewService service) {
        this.service = service;
    }

    @PostMapping("/workshop/formulas/preview")
    Map<String, Object> preview(@RequestBody FormulaPreviewRequest request) {
        FormulaPreviewResult r = service.preview(request);
        return r.ok() ? Map.of("damage", r.damage()) : Map.of("error", r.error());
    }
}
