// A member session cookie program of the h70 set (cwe-614-cookie).
package se.isbanan.rink.members;

import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
class MemberSessionController {

    record Credentials(String memberNo, String password) {}

    record Member(String memberNo, String name, String passwordHash, String tier) {}

    record Session(String memberNo, String tier, Instant expires) {}

    private static final String COOKIE = "RINKSESSION";
    private static final Duration TTL = Duration.ofHours(8);

    private final Map<String, Member> members;
    private final Map<String, Session> sessions = new ConcurrentHashMap<>();
    private final PasswordEncoder passwords;
    private final SecureRandom random = new SecureRandom();

    private final Function<String, ResponseCookie> sessionCookie = token -> ResponseCookie.from(COOKIE, token)
            .path("/")
            .httpOnly(true)
            .secure(false)
            .sameSite("Lax")
            .maxAge(TTL)
            .build();

    MemberSessionController(Map<String, Member> members, PasswordEncoder passwords) {
        this.members = members;
        this.passwords = passwords;
    }

    @PostMapping("/members/session")
    ResponseEntity<Map<String, String>> signIn(@RequestBody Credentials creds) {
        return Optional.ofNullable(members.get(creds.memberNo()))
                .filter(m -> passwords.matches(creds.password(), m.passwordHash()))
                .map(m -> {
                    byte[] raw = new byte[32];
                    random.nextBytes(raw);
                    String token = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
                    sessions.put(token, new Session(m.memberNo(), m.tier(), Instant.now().plus(TTL)));
                    return ResponseEntity.ok()
                            .header(HttpHeaders.SET_COOKIE, sessionCookie.apply(token).toString())
                            .body(Map.of("name", m.name(), "tier", m.tier()));
                })
                .orElseGet(() -> ResponseEntity.status(HttpStatus.UNAUTHORIZED).build());
    }

    @GetMapping("/members/me")
    ResponseEntity<Session> me(@CookieValue(name = COOKIE, required = false) String token) {
        return Optional.ofNullable(token)
                .map(sessions::get)
                .filter(s -> s.expires().isAfter(Instant.now()))
                .map(ResponseEntity::ok)
                .orElseGet(() -> ResponseEntity.status(HttpStatus.UNAUTHORIZED).build());
    }
}
