// Spring service that creates password reset tokens and emails the reset link to the account owner.
package com.acme.accounts.reset;

import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.mail.MailSender;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.stereotype.Service;

@Service
public class PasswordResetService {

    private static final String ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
    private static final int TOKEN_LENGTH = 32;

    private final SecureRandom random = new SecureRandom();
    private final ResetTokenRepository tokens;
    private final MailSender mailSender;
    private final String baseUrl;

    public PasswordResetService(ResetTokenRepository tokens, MailSender mailSender,
                                @Value("${app.base-url}") String baseUrl) {
        this.tokens = tokens;
        this.mailSender = mailSender;
        this.baseUrl = baseUrl;
    }

    public void startReset(String email) {
        String token = newToken();
        tokens.save(email, token, Instant.now().plus(Duration.ofMinutes(30)));
        SimpleMailMessage message = new SimpleMailMessage();
        message.setTo(email);
        message.setSubject("Reset your Acme password");
        message.setText("Use this link within 30 minutes: " + baseUrl + "/reset?token=" + token);
        mailSender.send(message);
    }

    private String newToken() {
        StringBuilder sb = new StringBuilder(TOKEN_LENGTH);
        for (int i = 0; i < TOKEN_LENGTH; i++) {
            sb.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return sb.toString();
    }
}
