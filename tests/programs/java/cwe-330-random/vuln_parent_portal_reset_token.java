// Service that issues password-reset links for the school parent portal and emails them to the account owner.
package edu.northfield.parents.account;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Random;

import org.springframework.stereotype.Service;

@Service
public class PasswordResetService {

    private static final char[] ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789".toCharArray();
    private static final int TOKEN_LENGTH = 32;
    private static final Duration TOKEN_TTL = Duration.ofMinutes(30);

    private final Random random = new Random();
    private final ResetTokenStore tokenStore;
    private final ParentMailer mailer;
    private final Clock clock;

    public PasswordResetService(ResetTokenStore tokenStore, ParentMailer mailer, Clock clock) {
        this.tokenStore = tokenStore;
        this.mailer = mailer;
        this.clock = clock;
    }

    public void requestReset(String email) {
        Optional<Long> parentId = tokenStore.findParentIdByEmail(email);
        if (parentId.isEmpty()) {
            return;
        }
        String token = newToken();
        tokenStore.save(parentId.get(), token, Instant.now(clock).plus(TOKEN_TTL));
        mailer.sendResetLink(email, "https://parents.northfield.edu/reset?token=" + token);
    }

    private String newToken() {
        StringBuilder sb = new StringBuilder(TOKEN_LENGTH);
        for (int i = 0; i < TOKEN_LENGTH; i++) {
            sb.append(ALPHABET[random.nextInt(ALPHABET.length)]);
        }
        return sb.toString();
    }

    public interface ResetTokenStore {
        Optional<Long> findParentIdByEmail(String email);

        void save(long parentId, String token, Instant expiresAt);
    }

    public interface ParentMailer {
        void sendResetLink(String email, String link);
    }
}
