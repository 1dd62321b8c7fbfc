// Password reset service that issues single-use reset tokens and mails the reset link.
package com.acme.identity.reset;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

public class ResetTokenService {

    public interface Mailer {
        void send(String to, String subject, String body);
    }

    private record Pending(String email, Instant expires) {}

    private static final String ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
    private static final Duration TTL = Duration.ofMinutes(30);

    private final SecureRandom random = new SecureRandom();
    private final Map<String, Pending> pending = new ConcurrentHashMap<>();
    private final Mailer mailer;
    private final Clock clock;

    public ResetTokenService(Mailer mailer, Clock clock) {
        this.mailer = mailer;
        this.clock = clock;
    }

    private String newToken(int length) {
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return sb.toString();
    }

    public void requestReset(String email) {
        String token = newToken(32);
        pending.put(token, new Pending(email, clock.instant().plus(TTL)));
        mailer.send(email, "Reset your password", "https://id.acme.example/reset?token=" + token);
    }

    public String redeem(String token) {
        Pending p = pending.remove(token);
        if (p == null || clock.instant().isAfter(p.expires())) {
            return null;
        }
        return p.email();
    }
}
