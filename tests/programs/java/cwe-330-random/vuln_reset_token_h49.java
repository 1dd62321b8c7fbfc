// Spring service that issues password-reset tokens and emails the reset link to the account owner.
package com.acme.accounts.reset;

import java.time.Duration;
import java.time.Instant;
import java.util.Random;

import org.springframework.mail.MailSender;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.stereotype.Service;

@Service
public class ResetTokenService {

    private static final char[] ALPHABET =
            "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789".toCharArray();
    private static final int TOKEN_LENGTH = 32;
    private static final Duration TTL = Duration.ofMinutes(30);

    private final Random rng = new Random();
    private final AccountRepository accounts;
    private final ResetTokenRepository tokens;
    private final MailSender mail;

    public ResetTokenService(AccountRepository accounts, ResetTokenRepository tokens, MailSender mail) {
        this.accounts = accounts;
        this.tokens = tokens;
        this.mail = mail;
    }

    public void requestReset(String email) {
        accounts.findByEmail(email).ifPresent(account -> {
            String token = newToken();
            tokens.save(new ResetToken(account.getId(), token, Instant.now().plus(TTL)));
            SimpleMailMessage msg = new SimpleMailMessage();
            msg.setTo(account.getEmail());
            msg.setSubject("Reset your Acme password");
            msg.setText("Use this link within 30 minutes: https://accounts.acme.io/reset?token=" + token);
            mail.send(msg);
        });
    }

    String newToken() {
        StringBuilder sb = new StringBuilder(TOKEN_LENGTH);
        for (int i = 0; i < TOKEN_LENGTH; i++) {
            sb.append(ALPHABET[rng.nextInt(ALPHABET.length)]);
        }
        return sb.toString();
    }
}
