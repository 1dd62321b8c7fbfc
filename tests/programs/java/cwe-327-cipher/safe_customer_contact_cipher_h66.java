// A customer contact cipher program of the h66 set (cwe-327-cipher).
package com.penhospital.bench.crypto;

import java.io.UnsupportedEncodingException;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;

import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

import org.apache.commons.codec.binary.Base64;

/**
 * Encrypts customers' telephone numbers and postal addresses before they are
 * written to the repair ticket tables. The key is provisioned by operations in
 * the PENHOSPITAL_CONTACT_KEY environment variable (Base64).
 */
class ContactFieldCipher {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final int IV_LEN = 12;

    private final SecretKeySpec key;

    ContactFieldCipher() {
        String encoded = System.getenv("PENHOSPITAL_CONTACT_KEY");
        if (encoded == null) {
            throw new IllegalStateException("PENHOSPITAL_CONTACT_KEY is not set");
        }
        byte[] raw = Base64.decodeBase64(encoded);
        if (raw.length < 32) {
            throw new IllegalStateException("contact key too short");
        }
        key = new SecretKeySpec(raw, 0, 32, "AES");
    }

    public String encrypt(String plain) throws GeneralSecurityException {
        if (plain == null) {
            return null;
        }
        byte[] iv = new byte[IV_LEN];
        RANDOM.nextBytes(iv);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
        byte[] body = cipher.doFinal(utf8(plain));
        byte[] out = new byte[IV_LEN + body.length];
        System.arraycopy(iv, 0, out, 0, IV_LEN);
        System.arraycopy(body, 0, out, IV_LEN, body.length);
        return Base64.encodeBase64String(out);
    }

    public String decrypt(String stored) throws GeneralSecurityException {
        if (stored == null) {
            return null;
        }
        byte[] in = Base64.decodeBase64(stored);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, in, 0, IV_LEN));
        try {
            return new String(cipher.doFinal(in, IV_LEN, in.length - IV_LEN), "UTF-8");
        } catch (UnsupportedEncodingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] utf8(String s) {
        try {
            return s.getBytes("UTF-8");
        } catch (UnsupportedEncodingException e) {
            throw new IllegalStateException(e);
        }
    }
}
