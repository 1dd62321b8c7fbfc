// Issues password-reset links for donor portal accounts and emails them asynchronously
package org.brightfund.donors.auth;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

record ResetGrant(String email, Instant expiresAt) {}

class TokenGenerator {
    private static final char[] ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789".toCharArray();
    private final Random random = new Random();

    String next(int length) {
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(ALPHABET[random.nextInt(ALPHABET.length)]);
        }
        return sb.toString();
    }
}

@Service
class PasswordResetService {
    private final TokenGenerator tokens = new TokenGenerator();
    private final Map<String, ResetGrant> grants = new ConcurrentHashMap<>();
    private final JavaMailSender mail;
    private final String portalUrl;

    PasswordResetService(JavaMailSender mail, @Value("${donor.portal.url}") String portalUrl) {
        this.mail = mail;
        this.portalUrl = portalUrl;
    }

    CompletableFuture<Void> start(String email) {
        String token = tokens.next(32);
        grants.put(token, new ResetGrant(email.toLowerCase(), Instant.now().plus(Duration.ofMinutes(30))));
        return CompletableFuture.runAsync(() -> {
            SimpleMailMessage msg = new SimpleMailMessage();
            msg.setTo(email);
            msg.setSubject("Reset your BrightFund password");
            msg.setText("Use this link within 30 minutes: " + portalUrl + "/reset?token=" + token);
            mail.send(msg);
        });
    }
}

@RestController
class PasswordResetController {
    private final PasswordResetService service;

    PasswordResetController(PasswordResetService service) {
        this.service = service;
    }

    @PostMapping("/donors/password-reset")
    CompletableFuture<Void> request(@RequestParam String email) {
        return service.start(email);
    }
}
