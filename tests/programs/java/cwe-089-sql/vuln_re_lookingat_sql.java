// Matcher.lookingAt() anchors only at the start, so "1 OR 1=1" passes into the SQL string.
import java.sql.*;
import java.util.*;
import java.util.regex.Pattern;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.*;

@RestController
class OrderController {
    private static final Pattern ID = Pattern.compile("[0-9]+");
    @Autowired private JdbcTemplate jdbc;

    @GetMapping("/orders")
    public List<Map<String, Object>> orders(@RequestParam String id) {
        if (!ID.matcher(id).lookingAt()) {
            throw new IllegalArgumentException("bad id");
        }
        return jdbc.queryForList("SELECT * FROM orders WHERE id = " + id);
    }
}
