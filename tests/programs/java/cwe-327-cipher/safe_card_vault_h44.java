// Service that encrypts stored payment card numbers before they are written to the vault table
package com.acme.payments.vault;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
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

    private static final CipherSettings SETTINGS = new CipherSettings("AES/GCM/NoPadding", 32);
    private static final int IV_BYTES = 12;
    private static final int TAG_BITS = 128;

    private final SecureRandom random = new SecureRandom();
    private final SecretKey key;

    CardVaultCipher(@Value("${vault.card-key}") String base64Key) {
        byte[] raw = Base64.getDecoder().decode(base64Key);
        if (raw.length != SETTINGS.keyBytes) {
            throw new IllegalStateException("card key must be " + SETTINGS.keyBytes + " bytes");
        }
        this.key = new SecretKeySpec(raw, "AES");
    }

    String encrypt(String pan) throws GeneralSecurityException {
        byte[] iv = new byte[IV_BYTES];
        random.nextBytes(iv);
        Cipher cipher = Cipher.getInstance(SETTINGS.transformation);
        cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, iv));
        byte[] sealed = cipher.doFinal(pan.getBytes(StandardCharsets.US_ASCII));
        return Base64.getEncoder().encodeToString(ByteBuffer.allocate(iv.length + sealed.length)
                .put(iv).put(sealed).array());
    }

    String decrypt(String stored) throws GeneralSecurityException {
        ByteBuffer buf = ByteBuffer.wrap(Base64.getDecoder().decode(stored));
        byte[] iv = new byte[IV_BYTES];
        buf.get(iv);
        byte[] sealed = new byte[buf.remaining()];
        buf.get(sealed);
        Cipher cipher = Cipher.getInstance(SETTINGS.transformation);
        cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, iv));
        return new String(cipher.doFinal(sealed), StandardCharsets.US_ASCII);
    }
}
