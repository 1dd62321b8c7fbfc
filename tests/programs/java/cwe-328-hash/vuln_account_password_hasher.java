// Spring component that hashes and checks account passwords for the member portal
package com.acme.members.security;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;

import org.springframework.stereotype.Component;

@Component
public class AccountPasswordHasher {

    private static final SecureRandom RANDOM = new SecureRandom();

    public String hash(String password) {
        byte[] salt = new byte[16];
        RANDOM.nextBytes(salt);
        return encode(salt, derive(salt, password));
    }

    public boolean matches(String password, String stored) {
        String[] parts = stored.split("\\$");
        if (parts.length != 2) {
            return false;
        }
        byte[] salt = Base64.getDecoder().decode(parts[0]);
        byte[] expected = Base64.getDecoder().decode(parts[1]);
        return MessageDigest.isEqual(expected, derive(salt, password));
    }

    private static byte[] derive(byte[] salt, String password) {
        try {
            MessageDigest md = MessageDigest.getInstance("MD5");
            md.update(salt);
            return md.digest(password.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String encode(byte[] salt, byte[] hash) {
        Base64.Encoder enc = Base64.getEncoder();
        return enc.encodeToString(salt) + "$" + enc.encodeToString(hash);
    }
}
