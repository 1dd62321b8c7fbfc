// Helper that encrypts stored third-party OAuth refresh tokens before persisting them
package com.acme.connect.vault;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

public final class TokenVaultCrypto {

    static final class Settings {
        final String algorithm = "AES";
        final String transformation = "AES/ECB/PKCS5Padding";
    }

    private final Settings settings = new Settings();
    private final SecretKey key;

    public TokenVaultCrypto(byte[] rawKey) {
        if (rawKey.length != 32) {
            throw new IllegalArgumentException("expected a 256-bit key");
        }
        this.key = new SecretKeySpec(rawKey, settings.algorithm);
    }

    public String seal(String refreshToken) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance(settings.transformation);
        cipher.init(Cipher.ENCRYPT_MODE, key);
        byte[] ct = cipher.doFinal(refreshToken.getBytes(StandardCharsets.UTF_8));
        return Base64.getEncoder().encodeToString(ct);
    }

    public String open(String sealed) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance(settings.transformation);
        cipher.init(Cipher.DECRYPT_MODE, key);
        byte[] pt = cipher.doFinal(Base64.getDecoder().decode(sealed));
        return new String(pt, StandardCharsets.UTF_8);
    }
}
