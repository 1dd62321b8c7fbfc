// Credential hashing service used by the online banking portal when customers set or verify passwords.
package com.harborbank.portal.auth;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;

import org.springframework.stereotype.Service;

@Service
public class CustomerPasswordHasher {

    private static final int SALT_BYTES = 16;

    private final SecureRandom random = new SecureRandom();

    public record StoredCredential(String salt, String hash) {}

    public StoredCredential hashNewPassword(char[] password) {
        byte[] salt = new byte[SALT_BYTES];
        random.nextBytes(salt);
        byte[] digest = derive(password, salt);
        Base64.Encoder enc = Base64.getEncoder();
        return new StoredCredential(enc.encodeToString(salt), enc.encodeToString(digest));
    }

    public boolean matches(char[] candidate, StoredCredential stored) {
        Base64.Decoder dec = Base64.getDecoder();
        byte[] expected = dec.decode(stored.hash());
        byte[] actual = derive(candidate, dec.decode(stored.salt()));
        return MessageDigest.isEqual(expected, actual);
    }

    private byte[] derive(char[] password, byte[] salt) {
        try {
            MessageDigest md = MessageDigest.getInstance("MD5");
            md.update(salt);
            md.update(new String(password).getBytes(StandardCharsets.UTF_8));
            return md.digest();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("digest algorithm unavailable", e);
        }
    }
}
