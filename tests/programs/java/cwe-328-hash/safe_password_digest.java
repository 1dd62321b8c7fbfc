// Credential hasher used by the account service when members register or change their password
package com.acme.accounts.security;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

import org.springframework.stereotype.Component;

@Component
class PasswordDigester {

    record HashConfig(String algorithm, int saltBytes, int rounds) {}

    private static final HashConfig CONFIG = new HashConfig("PBKDF2WithHmacSHA256", 16, 600_000);
    private static final int KEY_BITS = 256;
    private final SecureRandom random = new SecureRandom();

    String hash(String password) {
        byte[] salt = new byte[CONFIG.saltBytes()];
        random.nextBytes(salt);
        byte[] digest = digest(salt, password);
        Base64.Encoder b64 = Base64.getEncoder();
        return b64.encodeToString(salt) + "$" + b64.encodeToString(digest);
    }

    boolean matches(String password, String stored) {
        String[] parts = stored.split("\\$", 2);
        if (parts.length != 2) {
            return false;
        }
        byte[] salt = Base64.getDecoder().decode(parts[0]);
        byte[] expected = Base64.getDecoder().decode(parts[1]);
        return MessageDigest.isEqual(expected, digest(salt, password));
    }

    private static byte[] digest(byte[] salt, String password) {
        PBEKeySpec spec = new PBEKeySpec(password.toCharArray(), salt, CONFIG.rounds(), KEY_BITS);
        try {
            SecretKeyFactory factory = SecretKeyFactory.getInstance(CONFIG.algorithm());
            return factory.generateSecret(spec).getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        } finally {
            spec.clearPassword();
        }
    }
}
