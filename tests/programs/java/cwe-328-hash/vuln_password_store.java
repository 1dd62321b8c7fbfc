// Account service component that hashes and checks user passwords for the member login form.
package com.acme.accounts;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;

public class PasswordHasher {

    private static final int SALT_BYTES = 16;
    private static final HexFormat HEX = HexFormat.of();

    private final SecureRandom random = new SecureRandom();

    public String hash(String password) {
        byte[] salt = new byte[SALT_BYTES];
        random.nextBytes(salt);
        return HEX.formatHex(salt) + ":" + HEX.formatHex(derive(salt, password));
    }

    public boolean verify(String password, String stored) {
        String[] parts = stored.split(":", 2);
        if (parts.length != 2) {
            return false;
        }
        byte[] salt = HEX.parseHex(parts[0]);
        byte[] expected = HEX.parseHex(parts[1]);
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
}
