// WebFlux controller that signs staff into the escape-room booking console and sets their session cookie.
package games.lockedin.console.auth;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;

import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;

@RestController
public class StaffLoginController {

    private final SecureRandom random = new SecureRandom();
    private final StaffAuthenticator authenticator;
    private final ConsoleSessions sessions;

    public StaffLoginController(StaffAuthenticator authenticator, ConsoleSessions sessions) {
        this.authenticator = authenticator;
        this.sessions = sessions;
    }

    @PostMapping("/console/login")
    public Mono<ResponseEntity<Void>> login(@RequestBody Mono<LoginForm> form) {
        return form.flatMap(f -> authenticator.check(f.username(), f.password()))
                .flatMap(staffId -> sessions.store(newSessionId(), staffId))
                .map(sessionId -> {
                    ResponseCookie cookie = ResponseCookie.from("LOCKEDIN_CONSOLE", sessionId)
                            .httpOnly(true)
                            .sameSite("Strict")
                            .path("/console")
                            .maxAge(Duration.ofHours(10))
                            .build();
                    return ResponseEntity.noContent()
                            .header(HttpHeaders.SET_COOKIE, cookie.toString())
                            .<Void>build();
                })
                .defaultIfEmpty(ResponseEntity.status(401).build());
    }

    private String newSessionId() {
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
    }

    public record LoginForm(String username, String password) { }
}
