// A league passwords program of the h62 set (cwe-328-hash).
package com.strikezone.members;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;

import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * League bowlers register an account to see their averages and handicaps and to
 * swap lanes with other teams.
 */
@Controller("/bowlers")
class BowlerAccountController {

    @Serdeable
    record Credentials(String email, String password) {}

    interface AccountStore {
        void save(String email, String passwordHash);
        Optional<String> passwordHash(String email);
    }

    private final AccountStore accounts;

    BowlerAccountController(AccountStore accounts) {
        this.accounts = accounts;
    }

    @Post("/register")
    @ExecuteOn(TaskExecutors.BLOCKING)
    HttpResponse<?> register(@Body Credentials c) throws GeneralSecurityException {
        if (c.password() == null || c.password().length() < 10) {
            return HttpResponse.badRequest(Map.of("error", "password must be at least 10 characters"));
        }
        accounts.save(c.email().toLowerCase(), hash(c.password()));
        return HttpResponse.created(Map.of("email", c.email()));
    }

    @Post("/login")
    @ExecuteOn(TaskExecutors.BLOCKING)
    HttpResponse<?> login(@Body Credentials c) {
        boolean ok = accounts.passwordHash(c.email().toLowerCase())
                .map(stored -> matches(c.password(), stored))
                .orElse(false);
        return ok ? HttpResponse.ok(Map.of("email", c.email())) : HttpResponse.unauthorized();
    }

    private static final int ITERATIONS = 310_000;
    private static final SecureRandom RANDOM = new SecureRandom();

    static String hash(String password) throws GeneralSecurityException {
        byte[] salt = new byte[16];
        RANDOM.nextBytes(salt);
        HexFormat hex = HexFormat.of();
        return hex.formatHex(salt) + ":" + hex.formatHex(derive(password, salt));
    }

    private static byte[] derive(String password, byte[] salt) throws GeneralSecurityException {
        PBEKeySpec spec = new PBEKeySpec(password.toCharArray(), salt, ITERATIONS, 256);
        return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
    }

    static boolean matches(String password, String stored) {
        try {
            String[] parts = stored.split(":", 2);
            HexFormat hex = HexFormat.of();
            return MessageDigest.isEqual(derive(password, hex.parseHex(parts[0])), hex.parseHex(parts[1]));
        } catch (GeneralSecurityException | RuntimeException e) {
            return false;
        }
    }

    static AccountStore inMemory() {
        Map<String, String> rows = new ConcurrentHashMap<>();
        return new AccountStore() {
            public void save(String email, String passwordHash) { rows.put(email, passwordHash); }
            public Optional<String> passwordHash(String email) { return Optional.ofNullable(rows.get(email)); }
        };
    }
}
