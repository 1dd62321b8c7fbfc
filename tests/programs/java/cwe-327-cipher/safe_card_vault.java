// Service that encrypts stored payment card numbers before they are written to the vault table.
package com.acme.payments.vault;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

public class CardVault {

    private static final int IV_BYTES = 12;
    private static final SecureRandom RNG = new SecureRandom();

    private final SecretKeySpec key;

    public CardVault(byte[] keyMaterial) {
        this.key = new SecretKeySpec(keyMaterial, "AES");
    }

    public static CardVault fromEnvironment() {
        String encoded = System.getenv("CARD_VAULT_KEY");
        if (encoded == null) {
            throw new IllegalStateException("CARD_VAULT_KEY is not set");
        }
        return new CardVault(Base64.getDecoder().decode(encoded));
    }

    public String encrypt(String pan) throws GeneralSecurityException {
        byte[] iv = new byte[IV_BYTES];
        RNG.nextBytes(iv);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
        byte[] sealed = cipher.doFinal(pan.getBytes(StandardCharsets.UTF_8));
        return Base64.getEncoder().encodeToString(ByteBuffer.allocate(iv.length + sealed.length).put(iv).put(sealed).array());
    }

    public String decrypt(String stored) throws GeneralSecurityException {
        ByteBuffer buf = ByteBuffer.wrap(Base64.getDecoder().decode(stored));
        byte[] iv = new byte[IV_BYTES];
        buf.get(iv);
        byte[] sealed = new byte[buf.remaining()];
        buf.get(sealed);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, iv));
        byte[] plain = cipher.doFinal(sealed);
        return new String(plain, StandardCharsets.UTF_8);
    }
}
