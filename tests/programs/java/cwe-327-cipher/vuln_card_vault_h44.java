// Service that encrypts stored payment card numbers before they are written to the vault table
package com.acme.payments.vault;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

@Service
class CardVaultCipher {

    static final class CipherSettings {
        final String transformation;
        final int keyBytes;

        CipherSettings(String transformation, int keyBytes) {
            this.transformation = transformation;
            this.keyBytes = keyBytes;
        }
    }

    private static final CipherSettings SETTINGS = new CipherSettings("AES/ECB/PKCS5Padding", 32);

    private final SecretKey key;

    CardVaultCipher(@Value("${vault.card-key}") String base64Key) {
        byte[] raw = Base64.getDecoder().decode(base64Key);
        if (raw.length != SETTINGS.keyBytes) {
            throw new IllegalStateException("card key must be " + SETTINGS.keyBytes + " bytes");
        }
        this.key = new SecretKeySpec(raw, "AES");
    }

    String encrypt(String pan) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance(SETTINGS.transformation);
        cipher.init(Cipher.ENCRYPT_MODE, key);
        byte[] sealed = cipher.doFinal(pan.getBytes(StandardCharsets.US_ASCII));
        return Base64.getEncoder().encodeToString(sealed);
    }

    String decrypt(String stored) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance(SETTINGS.transformation);
        cipher.init(Cipher.DECRYPT_MODE, key);
        return new String(cipher.doFinal(Base64.getDecoder().decode(stored)), StandardCharsets.US_ASCII);
    }
}
