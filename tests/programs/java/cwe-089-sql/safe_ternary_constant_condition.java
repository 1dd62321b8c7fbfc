// conditional expression on constants yields the fixed column name for ORDER BY
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class EventController {
    private final JdbcTemplate jdbc;

    EventController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/events")
    List<Map<String, Object>> events(@RequestParam String sort) {
        int num = 106;
        String column = (7 * 18) - num > 200 ? sort : "created_at";
        return jdbc.queryForList("SELECT * FROM events ORDER BY " + column);
    }
}
