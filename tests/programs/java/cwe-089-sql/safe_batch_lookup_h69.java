// A batch lookup program of the h69 set (cwe-089-sql).
package com.fizzhollow.brewlog;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

record Batch(long id, String tea, String status, BigDecimal ph, LocalDate brewedOn) {}

class BatchQuery {
    private final String status;
    private final String sortKey;
    private final boolean descending;
    private final int limit;

    BatchQuery(String status, String sortKey, boolean descending, int limit) {
        this.status = status;
        this.sortKey = sortKey;
        this.descending = descending;
        this.limit = limit;
    }

    String status() { return status; }
    String sortKey() { return sortKey; }
    boolean descending() { return descending; }
    int limit() { return limit; }
}

@RestController
@RequestMapping("/batches")
class BatchDashboardController {

    private final JdbcTemplate jdbc;

    BatchDashboardController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @ModelAttribute("batchQuery")
    BatchQuery batchQuery(@RequestParam(defaultValue = "FERMENTING") String status,
                          @RequestParam(name = "sort", defaultValue = "brewed") String sort,
                          @RequestParam(name = "dir", defaultValue = "desc") String dir,
                          @RequestParam(name = "limit", defaultValue = "50") int limit) {
        return new BatchQuery(status.toUpperCase(), sort, "desc".equalsIgnoreCase(dir), Math.min(limit, 200));
    }

    @GetMapping
    List<Batch> list(@ModelAttribute("batchQuery") BatchQuery query) {
        String sql = "SELECT id, tea, status, ph, brewed_on FROM batches WHERE status = ? ORDER BY "
                + orderColumn(query.sortKey()) + (query.descending() ? " DESC" : " ASC")
                + " LIMIT ?";
        return jdbc.query(sql,
                (rs, i) -> new Batch(rs.getLong("id"), rs.getString("tea"), rs.getString("status"),
                        rs.getBigDecimal("ph"), rs.getDate("brewed_on").toLocalDate()),
                query.status(), query.limit());
    }

    private static String orderColumn(String key) {
        return switch (key) {
            case "brewed" -> "brewed_on";
            case "ph" -> "ph";
            case "tea" -> "tea";
            default -> "brewed_on";
        };
    }
}
