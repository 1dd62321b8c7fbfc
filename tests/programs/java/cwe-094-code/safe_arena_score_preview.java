// Spark Java endpoint that previews a level score with a tournament organiser's bonus modifier.
package gg.arenahub.scoring;

import static spark.Spark.get;

import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;

public class ScorePreviewRoutes {

    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("nashorn");

    public void register() {
        get("/levels/:level/score-preview", (req, res) -> {
            int kills = Integer.parseInt(req.queryParamOrDefault("kills", "0"));
            int seconds = Integer.parseInt(req.queryParamOrDefault("seconds", "600"));
            String bonus = req.queryParamOrDefault("bonus", "0");
            res.type("application/json");
            Object score = preview(kills, seconds, bonus);
            return "{\"level\":\"" + req.params(":level").replaceAll("[^a-z0-9-]", "")
                    + "\",\"score\":" + score + "}";
        });
    }

    private Object preview(int kills, int seconds, String bonus) throws Exception {
        Bindings vars = engine.createBindings();
        vars.put("kills", kills);
        vars.put("seconds", seconds);
        vars.put("bonus", Integer.parseInt(bonus.trim()));
        String formula = "Math.max(0, kills * 100 - seconds) + bonus";
        return engine.eval(formula, vars);
    }
}
