// Crew roster REST endpoint that lists scheduled flights filtered by query parameters.
package aero.skyline.roster;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class FlightRosterController {

    private static final Map<String, String> FILTER_COLUMNS = Map.of(
        "base", "home_base",
        "fleet", "fleet_type",
        "captain", "captain_id");

    private final JdbcTemplate jdbc;

    public FlightRosterController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    private static List<Map.Entry<String, String>> activeFilters(Map<String, String> params) {
        return FILTER_COLUMNS.entrySet().stream()
            .filter(e -> params.get(e.getKey()) != null && !params.get(e.getKey()).isBlank())
            .sorted(Map.Entry.comparingByKey())
            .collect(Collectors.toList());
    }

    @GetMapping("/roster/flights")
    public List<Map<String, Object>> flights(@RequestParam Map<String, String> params) {
        List<Map.Entry<String, String>> active = activeFilters(params);
        String where = active.stream()
            .map(e -> e.getValue() + " = ?")
            .collect(Collectors.joining(" AND "));
        Object[] args = active.stream().map(e -> params.get(e.getKey())).toArray();
        String sql = "SELECT flight_no, departs_at, captain_id FROM roster"
            + (where.isEmpty() ? "" : " WHERE " + where)
            + " ORDER BY departs_at";
        return jdbc.queryForList(sql, args);
    }
}
