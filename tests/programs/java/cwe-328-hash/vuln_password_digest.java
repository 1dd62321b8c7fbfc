// Credential hasher used by the account service when members register or change their password
package com.acme.accounts.security;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;

import org.springframework.stereotype.Component;

@Component
class PasswordDigester {

    record HashConfig(String algorithm, int saltBytes, int rounds) {}

    private static final HashConfig CONFIG = new HashConfig("MD5", 16, 1);
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
        try {
            MessageDigest md = MessageDigest.getInstance(CONFIG.algorithm());
            byte[] out = null;
            for (int i = 0; i < CONFIG.rounds(); i++) {
                md.update(salt);
                md.update(out == null ? password.getBytes(StandardCharsets.UTF_8) : out);
                out = md.digest();
            }
            return out;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
