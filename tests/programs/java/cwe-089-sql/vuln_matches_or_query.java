// support console: numeric keys are accepted, other keys must name an account
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.*;

@RestController
class AccountKeyController {
    private final JdbcTemplate jdbc;

    AccountKeyController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/accounts/key")
    public boolean known(@RequestParam String key) {
        return key.matches("[0-9]+") || !jdbc.queryForList("SELECT id FROM accounts WHERE name = '" + key + "'").isEmpty();
    }
}
