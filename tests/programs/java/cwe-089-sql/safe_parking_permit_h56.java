// Spring controller listing residential parking permits filtered by zone, plate and status
package city.parkwise.permits;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PermitSearchController {

    private static final Map<String, String> FILTER_COLUMNS = Map.of(
            "zone", "zone_code",
            "plate", "plate_number",
            "status", "permit_status");

    private final JdbcTemplate jdbc;

    public PermitSearchController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/permits")
    public List<Map<String, Object>> search(@RequestParam Map<String, String> params) {
        List<Map.Entry<String, String>> filters = params.entrySet().stream()
                .filter(e -> FILTER_COLUMNS.containsKey(e.getKey()))
                .toList();
        String where = filters.stream()
                .map(e -> FILTER_COLUMNS.get(e.getKey()) + " = ?")
                .collect(Collectors.joining(" AND "));
        Object[] args = filters.stream().map(e -> e.getValue().trim()).toArray();
        String sql = "SELECT permit_id, plate_number, zone_code, permit_status, expires_on FROM permits"
                + (where.isEmpty() ? "" : " WHERE " + where)
                + " ORDER BY expires_on";
        return jdbc.queryForList(sql, args);
    }
}
