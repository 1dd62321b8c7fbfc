// support console lookup of accounts by email
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.*;

@RestController
class AccountLookupController {
    private final JdbcTemplate jdbc;

    AccountLookupController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/accounts")
    public boolean exists(@RequestParam(required = false) String email) {
        return email != null && !jdbc.queryForList("SELECT id FROM accounts WHERE email = '" + email + "'").isEmpty();
    }
}
