// A pool reservations program of the h73 set (cwe-089-sql).
package jp.yumoriresort.frontdesk;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PoolReservationController {

    private static final Map<String, String> SORT_COLUMNS = Map.of(
            "start", "r.slot_start",
            "pool", "p.display_name",
            "guest", "g.family_name",
            "room", "g.room_no");

    private static final String BASE_QUERY = """
            SELECT r.id, r.slot_start, r.slot_minutes, p.display_name AS pool,
                   g.family_name, g.room_no, r.notes
              FROM pool_reservation r
              JOIN private_pool p ON p.id = r.pool_id
              JOIN guest g ON g.id = r.guest_id
             WHERE r.slot_start::date = ?
               AND r.cancelled = false
            """;

    private final JdbcTemplate jdbc;

    public PoolReservationController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /**
     * The grid sends sort as "column:direction", e.g. "start:asc" or "guest:desc".
     */
    @GetMapping("/frontdesk/pool-reservations")
    public ResponseEntity<?> list(@RequestParam("day") String day,
                                  @RequestParam(value = "sort", defaultValue = "start:asc") String sort) {
        LocalDate date;
        try {
            date = LocalDate.parse(day.strip());
        } catch (DateTimeParseException e) {
            return ResponseEntity.badRequest().body(Map.of("error", "day must be YYYY-MM-DD"));
        }

        String[] parts = sort.split(":", 2);
        String column = SORT_COLUMNS.get(parts[0].strip().toLowerCase(Locale.ROOT));
        if (column == null) {
            return ResponseEntity.badRequest().body(Map.of("error", "cannot sort by " + parts[0]));
        }
        String direction = parts.length > 1 ? parts[1].strip().toUpperCase(Locale.ROOT) : "ASC";
        if (!(direction.startsWith("ASC") || direction.startsWith("DESC"))) {
            return ResponseEntity.badRequest().body(Map.of("error", "direction must be asc or desc"));
        }

        String sql = new StringBuilder(BASE_QUERY)
                .append(" ORDER BY ").append(column).append(' ').append(direction)
                .append(", r.id")
                .toString();

        List<Map<String, Object>> rows = jdbc.queryForList(sql, java.sql.Date.valueOf(date));
        return ResponseEntity.ok(Map.of("day", date.toString(), "count", rows.size(), "reservations", rows));
    }
}
