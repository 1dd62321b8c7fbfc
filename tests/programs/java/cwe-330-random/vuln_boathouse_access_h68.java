// A boathouse access program of the h68 set (cwe-330-random).
// rowing clubs: issues boathouse keypad codes and one-time crew invite links for new members
package uk.org.isisreach.boathouse;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.*;
import org.springframework.web.server.ResponseStatusException;
import reactor.core.publisher.Mono;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.random.RandomGenerator;
import java.util.stream.Collectors;

@SpringBootApplication
public class BoathouseApp {
    public static void main(String[] args) {
        SpringApplication.run(BoathouseApp.class, args);
    }
}

enum Squad { SENIOR, MASTERS, JUNIOR, LEARN_TO_ROW }

record AccessRequest(String memberId, Squad squad, Optional<String> crewName) {}

record AccessGrant(String memberId, String keypadCode, String inviteUrl, Instant expires) {}

record Invite(String memberId, Squad squad, Instant expires) {
    boolean live() {
        return Instant.now().isBefore(expires);
    }
}

@RestController
@RequestMapping("/access")
class BoathouseAccessController {

    private static final String TOKEN_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
    private static final Map<Squad, Duration> INVITE_TTL = Map.of(
            Squad.SENIOR, Duration.ofDays(7),
            Squad.MASTERS, Duration.ofDays(7),
            Squad.JUNIOR, Duration.ofDays(2),
            Squad.LEARN_TO_ROW, Duration.ofDays(14));

    private final RandomGenerator random = RandomGenerator.getDefault();
    private final Map<String, Invite> invites = new ConcurrentHashMap<>();

    String keypadCode() {
        return random.ints(6, 0, 10)
                .mapToObj(Integer::toString)
                .collect(Collectors.joining());
    }

    String inviteToken() {
        return random.ints(24, 0, TOKEN_ALPHABET.length())
                .mapToObj(i -> String.valueOf(TOKEN_ALPHABET.charAt(i)))
                .collect(Collectors.joining());
    }

    @PostMapping("/grants")
    Mono<AccessGrant> grant(@RequestBody Mono<AccessRequest> body) {
        return body.map(req -> {
            var ttl = INVITE_TTL.get(req.squad());
            var expires = Instant.now().plus(ttl);
            var token = inviteToken();
            invites.put(token, new Invite(req.memberId(), req.squad(), expires));
            var url = "https://crew.isisreach.org.uk/join/%s%s".formatted(
                    token, req.crewName().map(c -> "?crew=" + c.replace(' ', '-')).orElse(""));
            return new AccessGrant(req.memberId(), keypadCode(), url, expires);
        });
    }

    @PostMapping("/invites/{token}/accept")
    Mono<Map<String, String>> accept(@PathVariable String token) {
        return Mono.justOrEmpty(invites.remove(token))
                .filter(Invite::live)
                .map(inv -> Map.of("member", inv.memberId(), "squad", inv.squad().name()))
                .switchIfEmpty(Mono.error(new ResponseStatusException(HttpStatus.GONE, "invite expired or already used")));
    }
}
