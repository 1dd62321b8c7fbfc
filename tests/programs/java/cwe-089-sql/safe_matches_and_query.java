// support console lookup of accounts by numeric id
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.*;

@RestController
class AccountIdController {
    private final JdbcTemplate jdbc;

    AccountIdController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/accounts/exists")
    public boolean exists(@RequestParam String id) {
        return id.matches("[0-9]{1,12}") && !jdbc.queryForList("SELECT id FROM accounts WHERE id = " + id).isEmpty();
    }
}
