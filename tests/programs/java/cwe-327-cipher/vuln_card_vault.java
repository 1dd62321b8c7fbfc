// Service that encrypts stored payment card numbers before they are written to the vault table.
package com.acme.payments.vault;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

public class CardVault {

    private final SecretKeySpec key;

    public CardVault(byte[] keyMaterial) {
        this.key = new SecretKeySpec(keyMaterial, "DES");
    }

    public static CardVault fromEnvironment() {
        String encoded = System.getenv("CARD_VAULT_KEY");
        if (encoded == null) {
            throw new IllegalStateException("CARD_VAULT_KEY is not set");
        }
        return new CardVault(Base64.getDecoder().decode(encoded));
    }

    public String encrypt(String pan) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("DES/ECB/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, key);
        byte[] sealed = cipher.doFinal(pan.getBytes(StandardCharsets.UTF_8));
        return Base64.getEncoder().encodeToString(sealed);
    }

    public String decrypt(String stored) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("DES/ECB/PKCS5Padding");
        cipher.init(Cipher.DECRYPT_MODE, key);
        byte[] plain = cipher.doFinal(Base64.getDecoder().decode(stored));
        return new String(plain, StandardCharsets.UTF_8);
    }
}
