// the sort parameter only picks one of a constant Map.of's column names for ORDER BY
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class EmployeeSearch {
    private static final Map<String, String> SORT = Map.of("name", "last_name", "hired", "hire_date");
    private final JdbcTemplate jdbc;

    public EmployeeSearch(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/api/employees")
    public List<Map<String, Object>> search(@RequestParam String department, @RequestParam String sort) {
        String orderBy = SORT.getOrDefault(sort, "last_name");
        String sql = "SELECT id, last_name FROM employees WHERE department = ? ORDER BY " + orderBy;
        return jdbc.queryForList(sql, department);
    }
}
