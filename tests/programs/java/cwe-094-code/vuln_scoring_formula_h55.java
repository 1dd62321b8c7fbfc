// Javalin service that computes fantasy points for players in an amateur hockey league using scoring formulas
package league.fantasy;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;

record PlayerLine(String player, int goals, int assists, int penaltyMinutes) {}

class FormulaRejected extends RuntimeException {
    FormulaRejected(String msg) { super(msg); }
}

class ScoringService {
    static final Map<String, String> FORMULAS = Map.of(
            "classic", "goals * 3 + assists * 2",
            "playmaker", "goals * 2 + assists * 3",
            "enforcer", "goals * 2 + assists + penaltyMinutes * 0.5");
    private static final List<String> BLOCKED = List.of("java.", "Runtime", "exec", "load(");
    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("nashorn");

    String resolve(String choice) {
        String expr = FORMULAS.getOrDefault(choice, choice);
        for (String word : BLOCKED) {
            if (expr.contains(word)) throw new FormulaRejected("formula uses a blocked term");
        }
        return expr;
    }

    double score(String expr, PlayerLine line) throws ScriptException {
        Bindings vars = engine.createBindings();
        vars.put("goals", line.goals());
        vars.put("assists", line.assists());
        vars.put("penaltyMinutes", line.penaltyMinutes());
        Object result = engine.eval(expr, vars);
        return ((Number) result).doubleValue();
    }
}

class FantasyApp {
    public static void main(String[] args) {
        ScoringService scoring = new ScoringService();
        Javalin app = Javalin.create();
        app.get("/fantasy/score", ctx -> handle(ctx, scoring));
        app.start(Integer.parseInt(System.getenv().getOrDefault("PORT", "7070")));
    }

    static void handle(Context ctx, ScoringService scoring) throws ScriptException {
        PlayerLine line = new PlayerLine(ctx.queryParam("player"),
                ctx.queryParamAsClass("goals", Integer.class).getOrDefault(0),
                ctx.queryParamAsClass("assists", Integer.class).getOrDefault(0),
                ctx.queryParamAsClass("pim", Integer.class).getOrDefault(0));
        try {
            String expr = scoring.resolve(Objects.requireNonNullElse(ctx.queryParam("formula"), "classic"));
            ctx.json(Map.of("player", String.valueOf(line.player()), "points", scoring.score(expr, line)));
        } catch (FormulaRejected e) {
            ctx.status(400).result(e.getMessage());
        }
    }
}
