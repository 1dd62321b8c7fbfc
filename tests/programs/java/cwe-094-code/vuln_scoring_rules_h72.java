// A scoring rules program of the h72 set (cwe-094-code).
package com.splatridge.scoring;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.springframework.expression.EvaluationContext;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

final class MatchStats {
    private final int flags;
    private final int eliminations;
    private final int hitsTaken;
    private final int minutes;

    MatchStats(int flags, int eliminations, int hitsTaken, int minutes) {
        this.flags = flags;
        this.eliminations = eliminations;
        this.hitsTaken = hitsTaken;
        this.minutes = minutes;
    }

    public int getFlags() { return flags; }
    public int getEliminations() { return eliminations; }
    public int getHitsTaken() { return hitsTaken; }
    public int getMinutes() { return minutes; }
}

interface ScoringRule {
    double score(MatchStats stats);
}

enum PresetRule implements ScoringRule {
    CAPTURE_THE_FLAG { public double score(MatchStats s) { return s.getFlags() * 100.0 + s.getEliminations() * 5; } },
    ELIMINATION { public double score(MatchStats s) { return s.getEliminations() * 10.0 - s.getHitsTaken() * 2; } },
    SPEEDBALL { public double score(MatchStats s) { return s.getEliminations() * 12.0 / Math.max(1, s.getMinutes()); } }
}

final class FormulaRule implements ScoringRule {
    private static final ExpressionParser PARSER = new SpelExpressionParser();
    private final Expression expression;

    FormulaRule(String formula) {
        this.expression = PARSER.parseExpression(formula);
    }

    @Override
    public double score(MatchStats stats) {
        EvaluationContext context = new StandardEvaluationContext(stats);
        Double value = expression.getValue(context, Double.class);
        return value == null ? 0.0 : value;
    }
}

@Component
class RuleResolver {
    ScoringRule resolve(String formulaOrPreset) {
        for (PresetRule preset : PresetRule.values()) {
            if (preset.name().equalsIgnoreCase(formulaOrPreset)) {
                return preset;
            }
        }
        return new FormulaRule(formulaOrPreset);
    }
}

@Component
class MatchArchive {
    private final Map<String, List<MatchStats>> teamsByMatch = Map.of(
            "m-2291", List.of(new MatchStats(2, 14, 9, 12), new MatchStats(1, 11, 15, 12)));

    Optional<List<MatchStats>> teams(String matchId) {
        return Optional.ofNullable(teamsByMatch.get(matchId));
    }
}

@RestController
class ScorePreviewController {
    private final RuleResolver rules;
    private final MatchArchive archive;

    ScorePreviewController(RuleResolver rules, MatchArchive archive) {
        this.rules = rules;
        this.archive = archive;
    }

    @GetMapping("/matches/{matchId}/score-preview")
    ResponseEntity<List<Double>> preview(@PathVariable String matchId, @RequestParam String rule) {
        ScoringRule scoring = rules.resolve(rule);
        return archive.teams(matchId)
                .map(teams -> teams.stream().map(scoring::score).toList())
                .map(ResponseEntity::ok)
                .orElseGet(() -> ResponseEntity.notFound().build());
    }
}
