// Streaming service sign-in handler that issues the playback session cookie.
package media.lumenstream.account;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletResponse;
import java.time.Duration;
import java.util.Map;
import java.util.function.BiFunction;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/account")
public class SignInController {

    public record Credentials(String email, String password, String deviceName) {}

    private static final Duration SESSION_TTL = Duration.ofHours(12);

    private static final BiFunction<String, Duration, Cookie> SESSION_COOKIE = (value, ttl) -> {
        Cookie c = new Cookie("ls_session", value);
        c.setPath("/");
        c.setHttpOnly(true);
        c.setMaxAge((int) ttl.toSeconds());
        return c;
    };

    private final SubscriberAuth auth;
    private final PlaybackSessions sessions;

    public SignInController(SubscriberAuth auth, PlaybackSessions sessions) {
        this.auth = auth;
        this.sessions = sessions;
    }

    @PostMapping("/sign-in")
    public ResponseEntity<Map<String, String>> signIn(@RequestBody Credentials creds, HttpServletResponse response) {
        return auth.verify(creds.email(), creds.password())
            .map(subscriber -> sessions.open(subscriber.id(), creds.deviceName()))
            .map(sessionId -> {
                response.addCookie(SESSION_COOKIE.apply(sessionId, SESSION_TTL));
                return ResponseEntity.ok(Map.of("status", "signed-in"));
            })
            .orElseGet(() -> ResponseEntity.status(401).body(Map.of("status", "invalid credentials")));
    }
}
