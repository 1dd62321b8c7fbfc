// A roller-skating rink skater password store program of the h75 set (cwe-328-hash).
package com.discoroll.accounts;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.Locale;
import java.util.Map;

import org.springframework.dao.DataAccessException;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.dao.EmptyResultDataAccessException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
class SkaterPasswordStore {

    private static final int SALT_BYTES = 16;

    private final SecureRandom random = new SecureRandom();
    private final JdbcTemplate jdbc;

    SkaterPasswordStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    static final class RegistrationException extends Exception {
        RegistrationException(String message) {
            super(message);
        }
    }

    static final class CredentialStoreException extends RuntimeException {
        CredentialStoreException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private static void checkPolicy(String username, char[] password) throws RegistrationException {
        if (username == null || !username.matches("[a-z0-9_.]{3,32}")) {
            throw new RegistrationException("usernames are 3-32 lowercase letters, digits, dots or underscores");
        }
        if (password.length < 10) {
            throw new RegistrationException("passwords need at least 10 characters");
        }
        if (new String(password).toLowerCase(Locale.ROOT).contains(username)) {
            throw new RegistrationException("password must not contain the username");
        }
    }

    private byte[] derive(char[] password, byte[] salt) {
        try {
            MessageDigest digest = MessageDigest.getInstance("MD5");
            digest.update(salt);
            return digest.digest(new String(password).getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new CredentialStoreException("password hashing unavailable", e);
        }
    }

    void register(String username, char[] password) throws RegistrationException {
        try {
            checkPolicy(username, password);
            byte[] salt = new byte[SALT_BYTES];
            random.nextBytes(salt);
            byte[] hash = derive(password, salt);
            jdbc.update("INSERT INTO skater_credentials (username, salt, hash) VALUES (?, ?, ?)",
                    username, Base64.getEncoder().encodeToString(salt), Base64.getEncoder().encodeToString(hash));
        } catch (DuplicateKeyException e) {
            throw new RegistrationException("that username is already taken");
        } catch (DataAccessException e) {
            throw new CredentialStoreException("could not store credentials", e);
        } finally {
            Arrays.fill(password, '\0');
        }
    }

    boolean verify(String username, char[] password) {
        try {
            Map<String, Object> row = jdbc.queryForMap(
                    "SELECT salt, hash FROM skater_credentials WHERE username = ?", username);
            byte[] salt = Base64.getDecoder().decode((String) row.get("salt"));
            byte[] expected = Base64.getDecoder().decode((String) row.get("hash"));
            return MessageDigest.isEqual(expected, derive(password, salt));
        } catch (EmptyResultDataAccessException e) {
            derive(password, new byte[SALT_BYTES]);
            return false;
        } catch (DataAccessException e) {
            throw new CredentialStoreException("credential lookup failed", e);
        } finally {
            Arrays.fill(password, '\0');
        }
    }
}
