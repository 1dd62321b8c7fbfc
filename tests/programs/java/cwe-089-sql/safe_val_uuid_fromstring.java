// UUID.fromString() must succeed (400 otherwise) and the SQL text is built from the parsed UUID's toString(), which is only hex digits and dashes.
import java.security.Principal;
import java.util.UUID;
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.*;

@RestController
public class SessionController {
    private final JdbcTemplate jdbc;

    SessionController(JdbcTemplate jdbc) { this.jdbc = jdbc; }

    @DeleteMapping("/sessions/{id}")
    public ResponseEntity<Void> revoke(@PathVariable String id, Principal me) {
        UUID sid;
        try {
            sid = UUID.fromString(id);
        } catch (IllegalArgumentException e) {
            return ResponseEntity.badRequest().build();
        }
        jdbc.update("DELETE FROM sessions WHERE id = '" + sid + "' AND username = ?", me.getName());
        return ResponseEntity.noContent().build();
    }
}
