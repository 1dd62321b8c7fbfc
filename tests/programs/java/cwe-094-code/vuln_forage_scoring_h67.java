// A forage scoring program of the h67 set (cwe-094-code).
// mushroom foragers: club leaderboard that ranks logged finds with a scoring expression chosen per event
package org.mycoclub.leaderboard;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.PositiveOrZero;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Comparator;
import java.util.List;
import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;

record Find(@NotBlank String forager,
            @NotBlank String species,
            @PositiveOrZero double weight,
            @PositiveOrZero double capDiameter,
            @PositiveOrZero double distanceKm) {
}

record ScoringRequest(
        @NotBlank @Size(max = 80) String expression,
        @NotEmpty @Valid List<Find> finds) {
}

record ScoredFind(String forager, String species, double score) {
}

@ApplicationScoped
class FindScorer {

    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("nashorn");

    List<ScoredFind> rank(String expression, List<Find> finds) throws ScriptException {
        return finds.stream()
                .map(find -> new ScoredFind(find.forager(), find.species(), score(expression, find)))
                .sorted(Comparator.comparingDouble(ScoredFind::score).reversed())
                .toList();
    }

    private double score(String expression, Find find) {
        Bindings bindings = engine.createBindings();
        bindings.put("weight", find.weight());
        bindings.put("capDiameter", find.capDiameter());
        bindings.put("distanceKm", find.distanceKm());
        try {
            Object result = engine.eval(expression, bindings);
            return result instanceof Number n ? n.doubleValue() : 0.0;
        } catch (ScriptException e) {
            throw new IllegalArgumentException("Expression could not be evaluated", e);
        }
    }
}

@Path("/events/leaderboard")
@ApplicationScoped
public class LeaderboardResource {

    private final FindScorer scorer;

    @Inject
    public LeaderboardResource(FindScorer scorer) {
        this.scorer = scorer;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public List<ScoredFind> rank(@Valid ScoringRequest request) throws ScriptException {
        return scorer.rank(request.expression(), request.finds());
    }
}
