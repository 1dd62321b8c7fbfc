// Micronaut controller that issues password-reset tokens and emails the reset link.
package com.acme.accounts.reset;

import java.time.Duration;
import java.time.Instant;
import java.util.Random;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.serde.annotation.Serdeable;

@Controller("/account/password-reset")
public class PasswordResetController {

    @Serdeable
    public record ResetRequest(String email) {}

    private static final char[] ALPHABET =
            "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789".toCharArray();

    private final Random random = new Random();
    private final ResetTokenStore store;
    private final Mailer mailer;

    public PasswordResetController(ResetTokenStore store, Mailer mailer) {
        this.store = store;
        this.mailer = mailer;
    }

    @Post
    public HttpResponse<Void> requestReset(@Body ResetRequest request) {
        String email = request.email() == null ? "" : request.email().trim();
        if (store.accountExists(email)) {
            String token = newToken(32);
            store.save(email, token, Instant.now().plus(Duration.ofMinutes(30)));
            mailer.send(email, "Reset your password", "https://app.acme.io/reset?token=" + token);
        }
        return HttpResponse.accepted();
    }

    private String newToken(int length) {
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(ALPHABET[random.nextInt(ALPHABET.length)]);
        }
        return sb.toString();
    }

    public interface ResetTokenStore {
        boolean accountExists(String email);
        void save(String email, String token, Instant expiresAt);
    }

    public interface Mailer {
        void send(String to, String subject, String body);
    }
}
