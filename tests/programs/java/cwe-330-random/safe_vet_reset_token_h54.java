// Veterinary clinic client portal endpoint that issues password reset links.
package vet.pawsandclaws.portal;

import java.security.SecureRandom;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/portal/password")
public class ResetTokenController {

    private static final String ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

    private final SecureRandom random = new SecureRandom();
    private final ResetTokenStore store;
    private final MailGateway mail;

    public ResetTokenController(ResetTokenStore store, MailGateway mail) {
        this.store = store;
        this.mail = mail;
    }

    private final IntFunction<String> tokenOf = length -> IntStream.range(0, length)
        .map(i -> random.nextInt(ALPHABET.length()))
        .mapToObj(i -> String.valueOf(ALPHABET.charAt(i)))
        .collect(Collectors.joining());

    @PostMapping("/reset")
    public ResponseEntity<Map<String, String>> requestReset(@RequestBody Map<String, String> body) {
        String email = body.getOrDefault("email", "").trim().toLowerCase(Locale.ROOT);
        store.findClient(email).ifPresent(client -> {
            String token = tokenOf.apply(32);
            store.save(client.id(), token, Instant.now().plus(30, ChronoUnit.MINUTES));
            mail.send(email, "Reset your Paws & Claws password",
                "https://portal.pawsandclaws.example/reset?token=" + token);
        });
        return ResponseEntity.accepted().body(Map.of("status", "if the address exists, a link was sent"));
    }
}
