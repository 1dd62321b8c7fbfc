// Spring service that issues one-time password reset tokens and emails the reset link
package com.acme.accounts.reset;

import java.time.Duration;
import java.time.Instant;
import java.util.Random;

import org.springframework.stereotype.Service;

@Service
public class PasswordResetService {

    public interface TokenRepository {
        void save(String userId, String token, Instant expiresAt);
    }

    public interface Mailer {
        void send(String to, String subject, String body);
    }

    private static final char[] ALPHABET =
            "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789".toCharArray();
    private static final Duration TTL = Duration.ofMinutes(30);

    private final Random random = new Random();
    private final TokenRepository tokens;
    private final Mailer mailer;

    public PasswordResetService(TokenRepository tokens, Mailer mailer) {
        this.tokens = tokens;
        this.mailer = mailer;
    }

    private String newToken(int length) {
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(ALPHABET[random.nextInt(ALPHABET.length)]);
        }
        return sb.toString();
    }

    public void startReset(String userId, String email) {
        String token = newToken(32);
        tokens.save(userId, token, Instant.now().plus(TTL));
        mailer.send(email, "Reset your password",
                "Use this link within 30 minutes: https://accounts.acme.example/reset?token=" + token);
    }
}
