// Service that hashes and verifies account passwords for the member portal.
package com.acme.members.auth;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;

import org.springframework.stereotype.Service;

@Service
public class PasswordHasher {

    private static final String DIGEST = "MD5";

    private final SecureRandom random = new SecureRandom();

    public String hash(String password) {
        byte[] salt = new byte[16];
        random.nextBytes(salt);
        return encode(salt, digest(salt, password));
    }

    public boolean matches(String password, String stored) {
        String[] parts = stored.split("\\$");
        if (parts.length != 2) {
            return false;
        }
        byte[] salt = Base64.getDecoder().decode(parts[0]);
        byte[] expected = Base64.getDecoder().decode(parts[1]);
        return MessageDigest.isEqual(expected, digest(salt, password));
    }

    private byte[] digest(byte[] salt, String password) {
        try {
            MessageDigest md = MessageDigest.getInstance(DIGEST);
            md.update(salt);
            return md.digest(password.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String encode(byte[] salt, byte[] hash) {
        Base64.Encoder b64 = Base64.getEncoder();
        return b64.encodeToString(salt) + "$" + b64.encodeToString(hash);
    }
}
