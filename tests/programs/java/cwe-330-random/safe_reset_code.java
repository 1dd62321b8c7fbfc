// Micronaut controller that issues password-reset links containing a one-time token
package com.acme.accounts.reset;

import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;

@Controller("/account/password-reset")
class PasswordResetController {

    private static final char[] ALPHABET =
            "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789".toCharArray();
    private static final Duration TTL = Duration.ofMinutes(30);

    private final SecureRandom random = new SecureRandom();
    private final ResetTokenStore store;
    private final Mailer mailer;

    PasswordResetController(ResetTokenStore store, Mailer mailer) {
        this.store = store;
        this.mailer = mailer;
    }

    @Post
    HttpResponse<?> request(@Body Map<String, String> body) {
        String email = body.getOrDefault("email", "").trim().toLowerCase();
        store.findAccountId(email).ifPresent(accountId -> {
            String token = newToken(32);
            store.save(accountId, token, Instant.now().plus(TTL));
            mailer.send(email, "Reset your password",
                    "https://accounts.acme.example/reset?token=" + token);
        });
        return HttpResponse.accepted();
    }

    private String newToken(int length) {
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(ALPHABET[random.nextInt(ALPHABET.length)]);
        }
        return sb.toString();
    }
}
