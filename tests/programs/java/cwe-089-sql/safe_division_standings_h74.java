// A division standings program of the h74 set (cwe-089-sql).
package org.riverlandlax.standings;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@SpringBootApplication
class StandingsApplication {
    public static void main(String[] args) {
        SpringApplication.run(StandingsApplication.class, args);
    }
}

@RestController
class StandingsController {

    private final JdbcTemplate jdbc;
    private final ExecutorService queryPool = Executors.newFixedThreadPool(10);

    StandingsController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/api/standings")
    CompletableFuture<List<Map<String, Object>>> standings(@RequestParam String division,
                                                           @RequestParam(defaultValue = "2025") int season) {
        return CompletableFuture
                .supplyAsync(() -> cached(division, season), queryPool)
                .exceptionally(miss -> recompute(division, season));
    }

    // the nightly job writes one snapshot per division; throws when there is none yet
    private List<Map<String, Object>> cached(String division, int season) {
        List<Map<String, Object>> rows = jdbc.queryForList(
                "SELECT team, wins, losses, ties, goal_diff, points FROM standings_snapshot "
                        + "WHERE division = ? AND season = ? ORDER BY points DESC, goal_diff DESC",
                division, season);
        if (rows.isEmpty()) {
            throw new IllegalStateException("no snapshot for " + division);
        }
        return rows;
    }

    private List<Map<String, Object>> recompute(String division, int season) {
        String sql = "SELECT t.name AS team, "
                + "SUM(CASE WHEN r.goals_for > r.goals_against THEN 1 ELSE 0 END) AS wins, "
                + "SUM(CASE WHEN r.goals_for < r.goals_against THEN 1 ELSE 0 END) AS losses, "
                + "SUM(CASE WHEN r.goals_for = r.goals_against THEN 1 ELSE 0 END) AS ties, "
                + "SUM(r.goals_for - r.goals_against) AS goal_diff "
                + "FROM team_results r JOIN teams t ON t.id = r.team_id "
                + "WHERE t.division = ? AND r.season = ? "
                + "GROUP BY t.name ORDER BY wins DESC, goal_diff DESC";
        return jdbc.queryForList(sql, division, season);
    }
}
