// Spring component that encrypts employee bank account numbers before they are written to the payroll tables.
package com.peoplehub.payroll.crypto;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;

import org.springframework.stereotype.Component;

@Component
public class BankAccountEncryptor {

    private static final String TRANSFORMATION = "AES/GCM/NoPadding";
    private static final int IV_LENGTH = 12;
    private static final int TAG_BITS = 128;

    private final PayrollKeyProvider keyProvider;
    private final SecureRandom secureRandom = new SecureRandom();

    public BankAccountEncryptor(PayrollKeyProvider keyProvider) {
        this.keyProvider = keyProvider;
    }

    public String encrypt(String accountNumber) throws GeneralSecurityException {
        byte[] iv = new byte[IV_LENGTH];
        secureRandom.nextBytes(iv);
        Cipher cipher = Cipher.getInstance(TRANSFORMATION);
        cipher.init(Cipher.ENCRYPT_MODE, keyProvider.currentKey(), new GCMParameterSpec(TAG_BITS, iv));
        byte[] sealed = cipher.doFinal(accountNumber.getBytes(StandardCharsets.UTF_8));
        return Base64.getEncoder().encodeToString(ByteBuffer.allocate(iv.length + sealed.length).put(iv).put(sealed).array());
    }

    public String decrypt(String stored) throws GeneralSecurityException {
        byte[] blob = Base64.getDecoder().decode(stored);
        ByteBuffer buffer = ByteBuffer.wrap(blob);
        byte[] iv = new byte[IV_LENGTH];
        buffer.get(iv);
        byte[] sealed = new byte[buffer.remaining()];
        buffer.get(sealed);
        Cipher cipher = Cipher.getInstance(TRANSFORMATION);
        cipher.init(Cipher.DECRYPT_MODE, keyProvider.currentKey(), new GCMParameterSpec(TAG_BITS, iv));
        return new String(cipher.doFinal(sealed), StandardCharsets.UTF_8);
    }

    public interface PayrollKeyProvider {
        SecretKey currentKey();
    }
}
