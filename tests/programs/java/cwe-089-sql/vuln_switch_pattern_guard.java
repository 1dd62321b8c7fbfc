// report endpoint ordering rows by the requested column
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.*;

@RestController
class ReportController {
    private final JdbcTemplate jdbc;

    ReportController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/report")
    public Object report(@RequestParam String sort) {
        Object key = sort;
        return switch (key) {
            case String s when !s.isEmpty() -> jdbc.queryForList("SELECT * FROM sales ORDER BY " + s);
            default -> jdbc.queryForList("SELECT * FROM sales");
        };
    }
}
