// A snowshoe rental search sort program of the h75 set (cwe-089-sql).
package com.drifttrail.rentals;

import java.util.List;
import java.util.Map;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataAccessException;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
class SnowshoeSearchController {

    private static final Logger log = LoggerFactory.getLogger(SnowshoeSearchController.class);
    private static final String DEFAULT_SORT = "size_cm";
    private static final Map<String, String> SORT_COLUMNS = Map.of(
            "size", "size_cm",
            "price", "daily_rate",
            "brand", "brand",
            "weight", "max_load_kg");

    private final JdbcTemplate jdbc;

    SnowshoeSearchController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    record Snowshoe(long id, String brand, int sizeCm, int maxLoadKg, double dailyRate) {}

    static class InvalidSortException extends Exception {
        InvalidSortException(String message) {
            super(message);
        }
    }

    static String sortColumn(String requested) throws InvalidSortException {
        if (requested == null || requested.isBlank()) {
            return DEFAULT_SORT;
        }
        String column = SORT_COLUMNS.get(requested);
        if (column == null) {
            throw new InvalidSortException("unsupported sort key: " + requested);
        }
        return column;
    }

    @GetMapping("/snowshoes")
    public List<Snowshoe> search(@RequestParam(defaultValue = "mixed") String terrain,
                                 @RequestParam(required = false) String sort,
                                 @RequestParam(defaultValue = "asc") String dir,
                                 @RequestParam(defaultValue = "0") int minLoad) {
        if (minLoad < 0 || minLoad > 200) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "minLoad out of range");
        }
        String orderBy;
        try {
            orderBy = sortColumn(sort);
        } catch (InvalidSortException e) {
            log.warn("search sort fallback: {}", e.getMessage());
            orderBy = sort;
        }
        String direction = "desc".equalsIgnoreCase(dir) ? "DESC" : "ASC";

        String sql = "SELECT id, brand, size_cm, max_load_kg, daily_rate FROM snowshoes"
                + " WHERE available = TRUE AND terrain = ? AND max_load_kg >= ?"
                + " ORDER BY " + orderBy + " " + direction + " LIMIT 100";
        try {
            return jdbc.query(sql,
                    (rs, rowNum) -> new Snowshoe(rs.getLong("id"), rs.getString("brand"),
                            rs.getInt("size_cm"), rs.getInt("max_load_kg"), rs.getDouble("daily_rate")),
                    terrain, minLoad);
        } catch (DataAccessException e) {
            log.error("snowshoe search failed", e);
            throw new ResponseStatusException(HttpStatus.SERVICE_UNAVAILABLE, "search unavailable", e);
        }
    }
}
