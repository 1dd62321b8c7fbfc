// Spring controller formats a request parameter into a JdbcTemplate query
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class OrderController {
    private final JdbcTemplate jdbc;

    OrderController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/orders")
    List<Map<String, Object>> orders(@RequestParam String status) {
        String sql = String.format("SELECT * FROM orders WHERE status = '%s'", status);
        return jdbc.queryForList(sql);
    }
}
