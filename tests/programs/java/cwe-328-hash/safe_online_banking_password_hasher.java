// Credential hashing service used by the online banking portal when customers set or verify passwords.
package com.harborbank.portal.auth;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

import org.springframework.stereotype.Service;

@Service
public class CustomerPasswordHasher {

    private static final int SALT_BYTES = 16;
    private static final int ITERATIONS = 310_000;
    private static final int KEY_BITS = 256;

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
        PBEKeySpec spec = new PBEKeySpec(password, salt, ITERATIONS, KEY_BITS);
        try {
            SecretKeyFactory factory = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256");
            return factory.generateSecret(spec).getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("key derivation unavailable", e);
        } finally {
            spec.clearPassword();
        }
    }
}
