// Scheduling service component that encrypts free-text appointment notes before they are stored
package org.carepoint.appointments.crypto;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
public class AppointmentNoteCipher {

    private static final String TRANSFORMATION = "AES/ECB/PKCS5Padding";

    private final SecretKey key;

    public AppointmentNoteCipher(@Value("${carepoint.notes.key}") String base64Key) {
        byte[] raw = Base64.getDecoder().decode(base64Key);
        if (raw.length != 32) {
            throw new IllegalStateException("notes key must be 256 bits");
        }
        this.key = new SecretKeySpec(raw, "AES");
    }

    public String seal(String note) {
        try {
            Cipher cipher = Cipher.getInstance(TRANSFORMATION);
            cipher.init(Cipher.ENCRYPT_MODE, key);
            byte[] sealed = cipher.doFinal(note.getBytes(StandardCharsets.UTF_8));
            return Base64.getEncoder().encodeToString(sealed);
        } catch (Exception e) {
            throw new IllegalStateException("could not encrypt note", e);
        }
    }

    public String open(String stored) {
        try {
            Cipher cipher = Cipher.getInstance(TRANSFORMATION);
            cipher.init(Cipher.DECRYPT_MODE, key);
            byte[] plain = cipher.doFinal(Base64.getDecoder().decode(stored));
            return new String(plain, StandardCharsets.UTF_8);
        } catch (Exception e) {
            throw new IllegalStateException("could not decrypt note", e);
        }
    }
}
