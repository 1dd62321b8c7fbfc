// A trampoline park session search program of the h76 set (cwe-089-sql).
package com.skybounce.sessions;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

final class SearchOptions {
    private static final Map<String, String> DEFAULTS = Map.of(
            "sort", "starts_at",
            "direction", "asc",
            "limit", "25",
            "zone", "");

    private final Map<String, String> values;

    private SearchOptions(Map<String, String> values) {
        this.values = values;
    }

    static SearchOptions from(Map<String, String> requestParams) {
        Map<String, String> merged = new HashMap<>(DEFAULTS);
        requestParams.forEach((key, value) -> {
            if (DEFAULTS.containsKey(key) && value != null && !value.isBlank()) {
                merged.put(key, value.trim());
            }
        });
        return new SearchOptions(merged);
    }

    String get(String key) {
        return values.get(key);
    }

    int limit() {
        try {
            return Math.max(1, Math.min(100, Integer.parseInt(values.get("limit"))));
        } catch (NumberFormatException e) {
            return 25;
        }
    }
}

class SessionRepository {
    private final JdbcTemplate jdbc;

    SessionRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    List<Map<String, Object>> search(SearchOptions options) {
        String direction = "desc".equalsIgnoreCase(options.get("direction")) ? "DESC" : "ASC";
        String sql = "SELECT id, zone, starts_at, capacity, booked FROM jump_sessions"
                + " WHERE starts_at >= now() AND (? = '' OR zone = ?)"
                + " ORDER BY " + options.get("sort") + " " + direction
                + " LIMIT ?";
        return jdbc.queryForList(sql, options.get("zone"), options.get("zone"), options.limit());
    }
}

@RestController
class SessionSearchController {
    private final SessionRepository repository;

    SessionSearchController(JdbcTemplate jdbc) {
        this.repository = new SessionRepository(jdbc);
    }

    @GetMapping("/sessions")
    List<Map<String, Object>> sessions(@RequestParam Map<String, String> params) {
        return repository.search(SearchOptions.from(params));
    }
}
