// A leaderboard repo program of the h72 set (cwe-089-sql).
package com.puttpeaks.leaderboard;

import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

record Scorecard(String playerName, int strokes, LocalDate playedOn) {}

record ScoreFilter(String course, String sortBy, boolean descending) {
    private static final Set<String> SORTABLE = Set.of("strokes", "played_on", "player_name");

    static ScoreFilter of(String course, String sortBy, boolean descending) {
        String column = sortBy == null ? "strokes" : sortBy.trim().toLowerCase(Locale.ROOT);
        if (!SORTABLE.contains(column)) {
            throw new IllegalArgumentException("cannot sort by " + sortBy);
        }
        return new ScoreFilter(course, column, descending);
    }
}

abstract class JdbcRepository<T, F> {
    protected final JdbcTemplate jdbc;

    protected JdbcRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    protected abstract String table();

    protected abstract RowMapper<T> mapper();

    protected abstract String where(F filter);

    protected abstract Object[] arguments(F filter);

    protected abstract String orderBy(F filter);

    public List<T> find(F filter, int limit) {
        String sql = "SELECT * FROM " + table()
                + " WHERE " + where(filter)
                + " ORDER BY " + orderBy(filter)
                + " LIMIT " + Math.max(1, Math.min(limit, 100));
        return jdbc.query(sql, mapper(), arguments(filter));
    }
}

@Repository
class ScorecardRepository extends JdbcRepository<Scorecard, ScoreFilter> {

    ScorecardRepository(JdbcTemplate jdbc) {
        super(jdbc);
    }

    @Override
    protected String table() { return "scorecards"; }

    @Override
    protected RowMapper<Scorecard> mapper() {
        return (rs, i) -> new Scorecard(rs.getString("player_name"), rs.getInt("strokes"),
                rs.getDate("played_on").toLocalDate());
    }

    @Override
    protected String where(ScoreFilter f) { return "course_code = ? AND played_on >= CURRENT_DATE - 30"; }

    @Override
    protected Object[] arguments(ScoreFilter f) { return new Object[] { f.course() }; }

    @Override
    protected String orderBy(ScoreFilter f) {
        return f.sortBy() + (f.descending() ? " DESC" : " ASC");
    }
}

@RestController
class LeaderboardController {
    private final ScorecardRepository scorecards;

    LeaderboardController(ScorecardRepository scorecards) {
        this.scorecards = scorecards;
    }

    @GetMapping("/courses/{course}/leaderboard")
    List<Scorecard> leaderboard(@PathVariable String course,
                                @RequestParam(defaultValue = "strokes") String sort,
                                @RequestParam(defaultValue = "false") boolean desc,
                                @RequestParam(defaultValue = "20") int limit) {
        ScoreFilter filter = ScoreFilter.of(course, sort, desc);
        return scorecards.find(filter, limit);
    }

    @ExceptionHandler(IllegalArgumentException.class)
    @ResponseStatus(HttpStatus.BAD_REQUEST)
    String badFilter(IllegalArgumentException e) {
        return e.getMessage();
    }
}
