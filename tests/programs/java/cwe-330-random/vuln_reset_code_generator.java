// Spring service that issues password-reset links for the customer portal
package com.acme.portal.account;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;

import org.springframework.stereotype.Service;

@Service
public class PasswordResetService {

    private static final String ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
    private static final Duration TTL = Duration.ofMinutes(30);

    private final Random random = new Random();
    private final Map<String, PendingReset> pending = new ConcurrentHashMap<>();
    private final MailGateway mail;

    public PasswordResetService(MailGateway mail) {
        this.mail = mail;
    }

    String newToken(int length) {
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return sb.toString();
    }

    public void start(String accountId, String email) {
        String token = newToken(32);
        pending.put(token, new PendingReset(accountId, Instant.now().plus(TTL)));
        mail.send(email, "Reset your password", "https://portal.acme.example/reset?token=" + token);
    }

    public String redeem(String token) {
        PendingReset reset = pending.remove(token);
        if (reset == null || reset.expiresAt().isBefore(Instant.now())) {
            return null;
        }
        return reset.accountId();
    }

    record PendingReset(String accountId, Instant expiresAt) {}

    public interface MailGateway {
        void send(String to, String subject, String body);
    }
}
