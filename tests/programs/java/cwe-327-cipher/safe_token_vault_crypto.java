// Helper that encrypts stored third-party OAuth refresh tokens before persisting them
package com.acme.connect.vault;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

public final class TokenVaultCrypto {

    static final class Settings {
        final String algorithm = "AES";
        final String transformation = "AES/GCM/NoPadding";
        final int ivBytes = 12;
        final int tagBits = 128;
    }

    private static final SecureRandom RANDOM = new SecureRandom();

    private final Settings settings = new Settings();
    private final SecretKey key;

    public TokenVaultCrypto(byte[] rawKey) {
        if (rawKey.length != 32) {
            throw new IllegalArgumentException("expected a 256-bit key");
        }
        this.key = new SecretKeySpec(rawKey, settings.algorithm);
    }

    public String seal(String refreshToken) throws GeneralSecurityException {
        byte[] iv = new byte[settings.ivBytes];
        RANDOM.nextBytes(iv);
        Cipher cipher = Cipher.getInstance(settings.transformation);
        cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(settings.tagBits, iv));
        byte[] ct = cipher.doFinal(refreshToken.getBytes(StandardCharsets.UTF_8));
        byte[] out = ByteBuffer.allocate(iv.length + ct.length).put(iv).put(ct).array();
        return Base64.getEncoder().encodeToString(out);
    }

    public String open(String sealed) throws GeneralSecurityException {
        ByteBuffer in = ByteBuffer.wrap(Base64.getDecoder().decode(sealed));
        byte[] iv = new byte[settings.ivBytes];
        in.get(iv);
        byte[] ct = new byte[in.remaining()];
        in.get(ct);
        Cipher cipher = Cipher.getInstance(settings.transformation);
        cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(settings.tagBits, iv));
        byte[] pt = cipher.doFinal(ct);
        return new String(pt, StandardCharsets.UTF_8);
    }
}
